/**
 * Retention of shoppers' photos and answers (a shopper's photo may show their room or body; a
 * shop keeps it no longer than it serves them): every RETENTION_SWEEP_MS, each process deletes
 * - generator answers older than the retention period that no member liked (a liked outfit keeps
 *   its items: the saved outfit must still open), and
 * - the stored photo of every upload older than the period, or whose member's account is gone,
 *   with its garment's cut-out; the upload's row goes too unless a kept (liked) answer refers to it.
 * Several processes may sweep at once: every step is safe to repeat.
 */
import type { UploadStore } from '../lib/upload-store';
import type { RecommendationRepository } from '../repositories/recommendation.repository';
import type { UploadRepository } from '../repositories/upload.repository';
import { cutoutFileName } from './upload.service';

/** How often (ms) a process sweeps: every hour. */
export const RETENTION_SWEEP_MS = 3_600_000;
/** Photos handled per batch of a sweep. */
const BATCH = 200;

export interface RetentionDeps {
  uploads: UploadRepository;
  recommendations: RecommendationRepository;
  photos: UploadStore;
  /** Days photos and unliked answers are kept (RETENTION_DAYS, default 30). */
  days: number;
  now: () => Date;
}

export class RetentionService {
  constructor(private readonly deps: RetentionDeps) {}

  /** One sweep; resolves to how many answers and photos it deleted. */
  async sweep(): Promise<{ answers: number; photos: number }> {
    const { uploads, recommendations, photos, days } = this.deps;
    const now = this.deps.now();
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const answers = await recommendations.deleteUnlikedBefore(cutoff);
    let deleted = 0;
    for (;;) {
      const due = await uploads.photosDue(cutoff, BATCH);
      for (const upload of due) {
        await photos.delete(cutoutFileName(upload.id));
        await photos.delete(upload.file_name);
        await uploads.forgetPhoto(upload.id, now);
      }
      deleted += due.length;
      if (due.length < BATCH) return { answers, photos: deleted };
    }
  }
}
