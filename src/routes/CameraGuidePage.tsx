/**
 * `/camera-guide` (SPEC §2): the photo guide modal as its own page. Closing it marks the guide
 * seen for this session and returns to /camera.
 */
import { useLocation } from 'wouter';
import { GuideModal } from '../components/GuideModal';
import { dismissGuide, GUIDE_STEPS } from '../state/guide';

/** Camera guide. */
export function CameraGuidePage() {
  const [, navigate] = useLocation();
  return (
    <main className="page guide-page">
      <h1 className="visually-hidden">촬영 가이드</h1>
      <GuideModal
        steps={GUIDE_STEPS}
        onClose={() => {
          dismissGuide();
          navigate('/camera');
        }}
      />
    </main>
  );
}
