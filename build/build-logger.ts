/**
 * Vite's logger for `npm run build` (and so `npm start` and `npm run test:e2e`) without the list of
 * every written file and its size (about 260 lines: each asset with its .br and .gz): the bundle
 * report's route sizes (bundle-report.ts) are what a person reads after a build.
 * `BUILD_FILE_SIZES=1 npm run build` prints the list, with gzip sizes.
 */
import { stripVTControlCharacters } from 'node:util';
import { createLogger, type Logger } from 'vite';

/** Whether this build prints every file's size (BUILD_FILE_SIZES=1). */
export const BUILD_FILE_SIZES = process.env.BUILD_FILE_SIZES === '1';

/** A line of the size list: `dist/assets/x-abc.js   12.3 kB │ gzip: 4.5 kB │ map: …`. */
const SIZE_LINE = /^\s*\S*dist\/\S+\s+[\d.,]+ kB/;

export function buildLogger(): Logger {
  const logger = createLogger();
  if (BUILD_FILE_SIZES) return logger;
  const info = logger.info.bind(logger);
  logger.info = (message, options) => {
    const kept = message
      .split('\n')
      .filter((line) => !SIZE_LINE.test(stripVTControlCharacters(line)))
      .join('\n');
    if (kept.trim() !== '') info(kept, options);
  };
  return logger;
}
