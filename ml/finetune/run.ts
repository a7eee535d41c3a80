/**
 * The backbone fine-tuning stage of `npm run train:recognizer`: export.ts writes the graph and the
 * preprocessed photos, then finetune.py (PyTorch, CPU) trains the top blocks and writes
 * weights/backbone.json + backbone.bin (server/styling/recognizer/weights/) and
 * ml/logs/finetune-log.txt.
 *
 * PyTorch comes from Debian (`apt-get install python3-torch`, what /usr/bin/python3 imports) or any
 * interpreter named by `$FITPICK_PYTHON`. Training only: serving and tests never need it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FINETUNED_MANIFEST } from '../../server/styling/recognizer/backbone';
import type { Sample } from '../dataset';
import type { SquareMode } from '../../server/styling/recognizer/preprocess';
import { exportForFinetune } from './export';

/** Thrown when no Python with PyTorch is found or finetune.py fails. */
export class FinetuneError extends Error {
  override name = 'FinetuneError';
}

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'finetune.py');
/** Where the training runs write their logs (train-log.txt, finetune-log.txt). */
export const LOGS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'logs');

/** The first interpreter that imports torch: `$FITPICK_PYTHON`, Debian's /usr/bin/python3, python3. */
export function findTorchPython(): string | null {
  const candidates = [process.env.FITPICK_PYTHON, '/usr/bin/python3', 'python3'].filter(
    (c): c is string => Boolean(c),
  );
  return (
    candidates.find(
      (py) => spawnSync(py, ['-c', 'import torch'], { stdio: 'ignore' }).status === 0,
    ) ?? null
  );
}

/**
 * Exports the graph and photos, then runs finetune.py (its log goes to this process's stdout;
 * ~5 min an epoch on 2 cores).
 * @throws FinetuneError when PyTorch is missing (the message says how to install it) or the
 *   script exits non-zero.
 */
export async function fineTuneBackbone(
  samples: readonly Sample[],
  mode: SquareMode,
  log: (m: string) => void,
): Promise<void> {
  const python = findTorchPython();
  if (!python) {
    throw new FinetuneError(
      "PyTorch not found: install Debian's python3-torch (apt-get install -y python3-torch) or set FITPICK_PYTHON " +
        'to a Python that imports torch. To retrain only the head on the committed backbone weights, run ' +
        '`npm run train:recognizer -- --head-only`.',
    );
  }
  const dir = await exportForFinetune(samples, mode, log);
  log(`fine-tuning the backbone with ${python} ${path.relative(process.cwd(), SCRIPT)}`);
  const res = spawnSync(python, [SCRIPT, dir, path.dirname(FINETUNED_MANIFEST), LOGS_DIR], {
    stdio: 'inherit',
  });
  if (res.status !== 0)
    throw new FinetuneError(`finetune.py failed (exit ${res.status ?? res.signal})`);
}
