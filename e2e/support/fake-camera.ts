/**
 * Makes a Y4M video (one 640×480 frame, YUV 4:2:0) from a photo, for chromium's fake camera
 * (--use-file-for-fake-video-capture): the capture journey "photographs" a real garment.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;

/** Writes `outFile` (.y4m) showing `photo` letterboxed on white; returns outFile. */
export async function writeFakeCameraVideo(photo: string, outFile: string): Promise<string> {
  const rgb = await sharp(photo)
    .rotate()
    .resize(WIDTH, HEIGHT, { fit: 'contain', background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  for (let row = 0; row < HEIGHT; row++) {
    for (let col = 0; col < WIDTH; col++) {
      const i = (row * WIDTH + col) * 3;
      const [r, g, b] = [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
      y[row * WIDTH + col] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const j = (row / 2) * (WIDTH / 2) + col / 2;
        u[j] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[j] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  await writeFile(outFile, Buffer.concat([header, y, u, v]));
  return outFile;
}

function clamp(x: number): number {
  return Math.max(0, Math.min(255, Math.round(x)));
}
