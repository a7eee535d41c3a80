/**
 * The guide modal (GuideModal) loaded when it first opens: it brings swiper (about 25 KB gzip),
 * which the home and camera pages do not need for their first paint. Nothing is shown while
 * the chunk loads (from the precache when offline).
 */
import { lazy, Suspense } from 'react';
import type { GuideModalProps } from './GuideModal';

const GuideModal = lazy(() =>
  import('./GuideModal').then((module) => ({ default: module.GuideModal })),
);

/** <GuideModal/>, loaded on first render. */
export function LazyGuideModal(props: GuideModalProps) {
  return (
    <Suspense fallback={null}>
      <GuideModal {...props} />
    </Suspense>
  );
}
