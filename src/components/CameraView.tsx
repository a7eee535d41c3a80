/**
 * The live camera of the capture mode (SPEC §2, §4, §9): video only (no audio), front camera by
 * default, '카메라 전환' toggles user / environment, '촬영하기' grabs the current frame into a
 * canvas (capture size hint 400×400). Errors and "not ready" show as an inline alert.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CAMERA_MESSAGES } from '../messages';

/** getUserMedia facing modes. */
export const FACING_MODES = { user: 'user', environment: 'environment' } as const;
export type FacingMode = (typeof FACING_MODES)[keyof typeof FACING_MODES];

/** Capture size hint in px (SPEC §9). */
const CAPTURE_HINT_PX = 400;

function messageFor(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return CAMERA_MESSAGES.denied;
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return CAMERA_MESSAGES.notFound;
  return CAMERA_MESSAGES.error;
}

export interface CameraViewProps {
  /** Receives a canvas holding the frame; the parent stores it. */
  onCapture: (frame: HTMLCanvasElement) => void;
  /** The other way in (the photo picker): small under the controls, prominent when the camera fails. */
  renderAlternative?: (prominent: boolean) => ReactNode;
}

/** Live camera with '카메라 전환' and '촬영하기'. */
export function CameraView({ onCapture, renderAlternative }: CameraViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [facing, setFacing] = useState<FacingMode>(FACING_MODES.user);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const supported =
    typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
  const message = supported ? error : CAMERA_MESSAGES.unsupported;
  const unavailable = failed || !supported;

  useEffect(() => {
    if (!supported) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: {
          facingMode: facing,
          width: { ideal: CAPTURE_HINT_PX },
          height: { ideal: CAPTURE_HINT_PX },
        },
      })
      .then((media) => {
        if (cancelled) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        const element = video.current;
        if (element) {
          element.srcObject = media;
          void element.play().catch(() => undefined);
        }
      })
      .catch((reason: unknown) => {
        if (cancelled) return;
        setError(messageFor(reason));
        setFailed(true);
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [facing, supported]);

  const switchCamera = (): void => {
    setReady(false);
    setError(null);
    setFailed(false);
    setFacing((f) => (f === FACING_MODES.user ? FACING_MODES.environment : FACING_MODES.user));
  };

  const capture = (): void => {
    const element = video.current;
    if (!element || !ready || element.videoWidth === 0) {
      setError(CAMERA_MESSAGES.notReady);
      return;
    }
    try {
      const canvas = document.createElement('canvas');
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(element, 0, 0, canvas.width, canvas.height);
      setError(null);
      onCapture(canvas);
    } catch {
      setError(CAMERA_MESSAGES.error);
    }
  };

  return (
    <div className="camera-view">
      <div className={unavailable ? 'camera-frame is-failed' : 'camera-frame'}>
        <video
          ref={video}
          className={facing === FACING_MODES.user ? 'camera-video is-mirrored' : 'camera-video'}
          playsInline
          muted
          autoPlay
          aria-label="카메라 미리보기"
          onLoadedData={() => setReady(true)}
        />
        {!ready && !message && <span className="camera-hint">카메라를 켜는 중…</span>}
        <span className="camera-guide-frame" aria-hidden="true" />
      </div>
      {message && (
        <p className="form-error camera-message" role="alert">
          {message}
        </p>
      )}
      {unavailable && renderAlternative?.(true)}
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={switchCamera}>
          카메라 전환
        </button>
        <button
          type="button"
          className={unavailable ? 'btn btn-secondary' : 'btn btn-primary'}
          onClick={capture}
        >
          촬영하기
        </button>
      </div>
      {!unavailable && renderAlternative && (
        <div className="picker-alt">
          <span>카메라가 불편하다면</span>
          {renderAlternative(false)}
        </div>
      )}
    </div>
  );
}
