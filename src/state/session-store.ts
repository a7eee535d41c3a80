/**
 * The app's sessionStorage: the one module that names its keys (SPEC §3 "Session-stored
 * values") and reads or writes them. The key names are the original product's; DO NOT rename
 * them, other tabs of a session and the social-login callback rely on them.
 */
import { effect, signal, type Signal } from '@preact/signals-react';

/** Session storage keys (SPEC §3). */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  imgSrc: 'imgSrc',
  cameraStep: 'cameraStep',
  captureSuccess: 'captureSuccess',
  analysisCompleted: 'analysisCompleted',
  recommendResult: 'recommendResult',
  capturedImageUrl: 'capturedImageUrl',
  /** The 내 옷장 item the outfits on /fashion are made around ("이 옷으로 코디"), else absent. */
  wardrobeItemId: 'wardrobeItemId',
  tempDataToPass: 'tempDataToPass',
  /** 'true' once the camera guide was shown in this browser session (SPEC §2, §9). */
  hasSeenCameraGuide: 'hasSeenCameraGuide',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/**
 * The keys that hold one member's data (the photo, its upload URL, the answer, the flow's
 * steps): removed at logout and when another member signs in (member-storage.ts). The tokens are
 * auth.ts's to clear; the camera guide seen is the device's, not a member's.
 */
export const MEMBER_SESSION_KEYS: readonly SessionKey[] = [
  SESSION_KEYS.imgSrc,
  SESSION_KEYS.cameraStep,
  SESSION_KEYS.captureSuccess,
  SESSION_KEYS.analysisCompleted,
  SESSION_KEYS.recommendResult,
  SESSION_KEYS.capturedImageUrl,
  SESSION_KEYS.wardrobeItemId,
  SESSION_KEYS.tempDataToPass,
];

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

/** The raw text under `key`, or null. */
export function readText(key: SessionKey): string | null {
  return storage()?.getItem(key) ?? null;
}

/** Stores text (null removes the key). False when the browser refused (quota exceeded). */
export function writeText(key: SessionKey, value: string | null): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The JSON value under `key`, or `fallback` when missing or unreadable. */
export function readJson<T>(key: SessionKey, fallback: T): T {
  const text = readText(key);
  if (text === null || text === 'undefined') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Stores a JSON value (null removes the key). False when the browser refused. */
export function writeJson(key: SessionKey, value: unknown): boolean {
  return writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** A signal that starts from sessionStorage and writes every change back as text (null removes). */
export function persistedText<T extends string>(key: SessionKey): Signal<T | null> {
  const text = readText(key);
  const value = signal<T | null>(
    text === 'null' || text === 'undefined' ? null : (text as T | null),
  );
  effect(() => void writeText(key, value.value));
  return value;
}

/** A signal that starts from sessionStorage and writes every change back as JSON. */
export function persistedJson<T>(key: SessionKey, fallback: T): Signal<T> {
  const value = signal<T>(readJson(key, fallback));
  effect(() => void writeJson(key, value.value === fallback ? null : value.value));
  return value;
}
