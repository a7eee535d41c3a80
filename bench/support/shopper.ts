/**
 * A shopper driven through the API of a running server, for the benchmarks: a member's tokens,
 * a dataset photo uploaded, the generator's answer for it (SPEC §7 signup/, login/,
 * upload-image/, generator/). Each call throws with the status and body when the server refuses.
 */
import { readFileSync } from 'node:fs';

/**
 * The access and refresh tokens of a new member on the server at `baseUrl`; `headers` go with
 * the sign-up and login (e.g. X-Forwarded-For for a server behind TRUST_PROXY, so that many
 * members are not one address's sign-ups).
 */
export async function newMember(
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<{ access: string; refresh: string }> {
  const email = `bench${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'bench-pass-1!';
  const post = (path: string, body: object) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const signup = await post('/api/account/v1/signup/', {
    email,
    username: '벤치',
    password,
    height: null,
    weight: null,
    age: null,
    sex: 'M',
  });
  if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const login = await post('/api/account/v1/login/', { email, password });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  return { access: tokens.access_token, refresh: tokens.refresh_token };
}

/** Uploads the photo at `file` as the member of `token`; resolves to its image URL. */
export async function uploadPhoto(baseUrl: string, token: string, file: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([readFileSync(file)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${baseUrl}/api/account/v1/upload-image/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { image_url: string }).image_url;
}

/** The generator's answer (JSON text) for an uploaded photo read as `category`. */
export async function generate(
  baseUrl: string,
  token: string,
  imageUrl: string,
  category: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/recommend/v1/generator/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ image_url: imageUrl, category }),
  });
  if (res.status !== 200) throw new Error(`generator: ${res.status} ${await res.text()}`);
  return res.text();
}

/**
 * Fetches the cut-out of the shopper's garment that a generator answer names
 * (`recognition.cutout_url`), as /fashion shows it; the server makes it on this first request.
 */
export async function fetchCutout(token: string, answer: string): Promise<void> {
  const url = (JSON.parse(answer) as { recognition?: { cutout_url?: string } }).recognition
    ?.cutout_url;
  if (!url) throw new Error('the answer names no cut-out');
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`cut-out: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}
