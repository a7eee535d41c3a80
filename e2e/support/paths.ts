/** Paths the e2e journeys need: Debian's chromium, the dataset, where screenshots go. */
import path from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DATASET_DIR = path.resolve(
  process.env.FITPICK_DATASET ?? '../shared/datasets/clothing',
);
/** Screenshots of each step land here (gitignored), one folder per journey. */
export const ARTIFACTS_DIR = path.resolve('e2e/artifacts');
