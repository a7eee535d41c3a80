/**
 * Turns a stored `data:` URL (the captured photo in sessionStorage, SPEC §3 imgSrc) back into a
 * Blob for the upload, without `fetch` (UI code never calls fetch, STYLE.md §5).
 * Throws TypeError when the text is not a base64 data URL.
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)?((?:;[^;,]+)*?);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new TypeError('not a base64 data URL');
  const binary = atob(match[3] ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1] ?? 'application/octet-stream' });
}
