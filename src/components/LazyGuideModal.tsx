/**
 * The guide modal (GuideModal) loaded when it first opens: the home and camera pages' chunks,
 * which every visit loads, do not carry a guide shown once a session. Nothing is shown while the
 * chunk loads (from the precache when offline).
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
