/**
 * The camera guide (SPEC §2 "Camera guide", §9): its two tips with bad (X) and good (O) example
 * images, and the once-per-browser-session rule. /camera and /main open it automatically until
 * the shopper has closed it once in this session (sessionStorage hasSeenCameraGuide = 'true').
 */
import { signal } from '@preact/signals-react';
import { readText, SESSION_KEYS, writeText } from './session-store';

/** One guide step: a title, a short hint and the X / O example images (build/guide-pictures.ts). */
export interface GuideStep {
  title: string;
  hint: string;
  bad: { src: string; alt: string };
  good: { src: string; alt: string };
}

/** The two tips (SPEC §2). */
export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    title: '깔끔한 배경에서 촬영해 주세요',
    hint: '다른 물건이 없는 단색 배경이면 옷을 더 정확하게 알아볼 수 있어요.',
    bad: {
      src: '/guide/background-bad.webp',
      alt: '나쁜 예: 물건이 많은 복잡한 배경에서 찍은 셔츠',
    },
    good: { src: '/guide/background-good.webp', alt: '좋은 예: 깔끔한 단색 배경에서 찍은 셔츠' },
  },
  {
    title: '모든 아이템이 잘 보이게 촬영해 주세요',
    hint: '옷이 잘리지 않도록 화면 안에 전체가 들어오게 찍어 주세요.',
    bad: { src: '/guide/whole-bad.webp', alt: '나쁜 예: 화면 밖으로 잘린 셔츠' },
    good: { src: '/guide/whole-good.webp', alt: '좋은 예: 전체가 화면 안에 들어온 셔츠' },
  },
];

/** True while the automatic guide modal is open. */
export const isGuideOpen$ = signal(false);

/** Has the shopper closed the guide in this browser session? */
export function hasSeenGuide(): boolean {
  return readText(SESSION_KEYS.hasSeenCameraGuide) === 'true';
}

/** Opens the automatic guide unless it was already seen in this session. */
export function showGuideIfUnseen(): void {
  if (!hasSeenGuide()) isGuideOpen$.value = true;
}

/** Closes the guide and remembers for this session that it was seen. */
export function dismissGuide(): void {
  writeText(SESSION_KEYS.hasSeenCameraGuide, 'true');
  isGuideOpen$.value = false;
}

/** Hides the guide without marking it seen (its page was left before the guide was closed). */
export function hideGuide(): void {
  isGuideOpen$.value = false;
}
