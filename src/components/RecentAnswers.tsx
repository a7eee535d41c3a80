import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { presentItems } from '../lib/outfit-parts';
import { usePrivatePicture } from '../lib/use-private-picture';
import { keepPicturesOffline } from '../state/app-shell';
import { loadRecentAnswers, recentAnswers$ } from '../state/photo-outbox';
import type { AnsweredPhoto } from '../worker-bridge';

/** Month and day of an answer, e.g. '11월 26일 14:05'. */
function whenOf(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getMonth() + 1}월 ${d.getDate()}일 ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/**
 * 최근 코디 (my page): the last answers of photos sent from the photo outbox, with their photos,
 * read from the worker's IndexedDB (offline too), their products' pictures kept by the service
 * worker as the home lists' are; each reopens /fashion with its outfits. Nothing while there is
 * none. A thumbnail shows the cut-out of the shopper's garment when the answer names one
 * (`recognition.cutout_url`) and it can be had (the worker keeps it when the answer arrives; the
 * requirement that the outfit shows the shopper's own garment), else the photo.
 */
export function RecentAnswers() {
  useSignals();
  const [, navigate] = useLocation();
  useEffect(() => void loadRecentAnswers(), []);
  const answers = recentAnswers$.value;
  // Their outfits open offline too: the service worker keeps the products' pictures.
  useEffect(
    () =>
      keepPicturesOffline(
        answers.flatMap((photo) =>
          photo.answer.product_combinations.flatMap((entry) =>
            presentItems(entry.combination ?? {}).map((item) => item.s3_path),
          ),
        ),
      ),
    [answers],
  );
  if (answers.length === 0) return null;
  return (
    <section className="recent-answers" aria-labelledby="recent-title">
      <h2 id="recent-title" className="section-title">
        최근 코디
      </h2>
      <ul className="recent-answers-list">
        {answers.map((photo) => (
          <li key={photo.id}>
            <RecentAnswer
              photo={photo}
              onOpen={() =>
                void import('../state/open-answer').then(({ openAnsweredPhoto }) => {
                  openAnsweredPhoto(photo);
                  navigate('/fashion');
                })
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentAnswer({ photo, onOpen }: { photo: AnsweredPhoto; onOpen: () => void }) {
  const src = useMemo(
    () => URL.createObjectURL(new Blob([photo.image], { type: photo.type })),
    [photo],
  );
  useEffect(() => () => URL.revokeObjectURL(src), [src]);
  const cutout = usePrivatePicture(photo.answer.recognition?.cutout_url);
  const category = photo.answer.recognition?.category;
  return (
    <button type="button" className="recent-answer" onClick={onOpen}>
      <img src={cutout.status === 'ready' ? cutout.src : src} alt="" width={72} height={72} />
      <span className="recent-answer-text">
        <span className="recent-answer-title">{category ? `${category} 코디` : '코디'}</span>
        <span className="recent-answer-when">{whenOf(photo.answeredAt)}</span>
      </span>
    </button>
  );
}
