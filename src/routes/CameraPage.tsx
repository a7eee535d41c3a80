/**
 * `/camera` (SPEC §2, §4): init → capture → preview → analyzed. The photo comes from the live
 * camera or from '사진 선택'; '추천 시작하기' goes to /loading, which returns here analysed.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CameraView } from '../components/CameraView';
import { KeepGarmentButton } from '../components/KeepGarmentButton';
import { LazyGuideModal } from '../components/LazyGuideModal';
import { PhotoPicker } from '../components/PhotoPicker';
import {
  CategoryQuestion,
  ColourChips,
  colourSwatch,
  RunnerUpChips,
} from '../components/RunnerUpChips';
import { Spinner } from '../components/Spinner';
import { categoryLabel } from '../../contract/category-labels';
import type { CategoryName, PhotoColourName } from '../../contract/taxonomy';
import { matchCategory } from '../lib/match-category';
import { useAskedQuestions } from '../lib/use-asked-questions';
import {
  CAMERA_STEPS,
  cameraMode$,
  capturedImageUrl$,
  hasStoredCapture,
  imgSrc$,
  openCamera,
  recommendResult$,
  retake,
  storePhoto,
} from '../state/capture';
import { showAlert } from '../state/dialog';
import {
  dismissGuide,
  GUIDE_STEPS,
  hideGuide,
  isGuideOpen$,
  showGuideIfUnseen,
} from '../state/guide';
import {
  correctCategory,
  correctColour,
  correctingTo$,
  type CorrectionOutcome,
} from '../state/recommend';
import { CAMERA_MESSAGES, RECOMMEND_MESSAGES } from '../messages';
import { CAMERA_ICON_PATH } from '../components/icons';

/** Camera. */
export function CameraPage() {
  useSignals();
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState(false);
  const mode = cameraMode$.value;
  const recognition = recommendResult$.value?.recognition;
  const asked = useAskedQuestions(recognition, capturedImageUrl$.value);
  // A question the server asks sits above 추천 코디 보기; the photo shrinks to keep both in view.
  const asking =
    mode === CAMERA_STEPS.analyzed && !!recognition && !!(asked.category || asked.colour);
  useEffect(() => {
    showGuideIfUnseen();
    return hideGuide;
  }, []);

  const keep = async (source: Blob | HTMLCanvasElement): Promise<void> => {
    setSaving(true);
    const stored = await storePhoto(source);
    setSaving(false);
    if (!stored && !imgSrc$.peek()) await showAlert(CAMERA_MESSAGES.unreadable);
  };

  const start = async (): Promise<void> => {
    if (!hasStoredCapture()) {
      await showAlert(CAMERA_MESSAGES.notSaved);
      return;
    }
    navigate('/loading', { state: { fromCamera: true } });
  };

  const correct = async (asked: Promise<CorrectionOutcome>): Promise<void> => {
    const outcome = await asked;
    if (outcome.kind === 'no-image') await showAlert(RECOMMEND_MESSAGES.noImageInfo);
    else if (outcome.kind === 'failed') await showAlert(outcome.message);
  };

  const pending = correctingTo$.value;
  const chooseCategory = (category: CategoryName) => void correct(correctCategory(category));
  const chooseColour = (colour: PhotoColourName) => void correct(correctColour(colour));
  return (
    <main className="page camera-page">
      <h1 className="page-title">AI 스타일링 코디 추천받기</h1>
      <p className="page-sub">
        가지고 있는 옷 한 벌을 찍으면 어울리는 코디를 찾아드려요.{' '}
        <Link href="/camera-guide" className="inline-link">
          촬영 가이드 보기
        </Link>
      </p>

      {mode === CAMERA_STEPS.init && (
        <section className="camera-card" aria-label="촬영 시작">
          <div className="camera-empty">
            <img src="/icons/1.png" alt="" width={96} height={96} aria-hidden="true" />
            <p>옷이 잘 보이도록 한 벌만 촬영해 주세요</p>
          </div>
          <ul className="tips">
            <li>깔끔한 배경에서 촬영해 주세요</li>
            <li>옷 전체가 화면에 보이도록 찍어 주세요</li>
          </ul>
          <div className="button-row">
            <PhotoPicker onPick={(file) => void keep(file)} />
            <button type="button" className="btn btn-primary" onClick={openCamera}>
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                aria-hidden="true"
                className="btn-icon"
              >
                <path d={CAMERA_ICON_PATH} />
              </svg>
              카메라 켜기
            </button>
          </div>
        </section>
      )}

      {mode === CAMERA_STEPS.capture && (
        <section className="camera-card" aria-label="촬영">
          <CameraView
            onCapture={(frame) => void keep(frame)}
            renderAlternative={(prominent) => (
              <PhotoPicker
                onPick={(file) => void keep(file)}
                className={prominent ? 'btn btn-primary btn-block' : 'link-button'}
              />
            )}
          />
        </section>
      )}

      {(mode === CAMERA_STEPS.preview || mode === CAMERA_STEPS.analyzed) && (
        <section
          className={asking ? 'camera-card asking' : 'camera-card'}
          aria-label={mode === CAMERA_STEPS.preview ? '촬영한 사진 확인' : '분석 결과'}
        >
          <div className="photo-frame">
            {imgSrc$.value && <img className="photo" src={imgSrc$.value} alt="촬영한 사진" />}
          </div>
          {mode === CAMERA_STEPS.analyzed && (
            <div className="analysis" role="status">
              <p className="analysis-result">
                촬영하신 제품은{' '}
                <strong>
                  {categoryLabel(
                    matchCategory(recommendResult$.value?.initial_recommendation?.answer),
                  )}
                </strong>
                입니다.
              </p>
              {/* The colour beside the category once it is known; while it is asked, the
                  question names the guess and nothing here claims a colour. */}
              {recognition && !recognition.ask?.colour && (
                <p className="analysis-tag">
                  <span
                    className="analysis-swatch"
                    style={{ background: colourSwatch(recognition.colour) }}
                    aria-hidden="true"
                  />
                  {recognition.colour} · {categoryLabel(recognition.category)}
                </p>
              )}
              <p className="analysis-hint">결과가 맞다면 추천 코디 보기를 눌러주세요.</p>
            </div>
          )}
          {asking && (
            <div className="questions">
              {asked.category && (
                <CategoryQuestion
                  asked={asked.category}
                  answer={recognition.ask?.category ? undefined : recognition.category}
                  pending={pending}
                  onChoose={chooseCategory}
                />
              )}
              {asked.colour && (
                <ColourChips
                  asked={asked.colour}
                  answer={recognition.ask?.colour ? undefined : recognition.colour}
                  pending={pending}
                  onChoose={chooseColour}
                />
              )}
            </div>
          )}
          <div className="button-row">
            <button type="button" className="btn btn-secondary" onClick={retake}>
              다시 찍기
            </button>
            {mode === CAMERA_STEPS.preview ? (
              <button type="button" className="btn btn-primary" onClick={() => void start()}>
                추천 시작하기
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => navigate('/fashion')}
              >
                추천 코디 보기
              </button>
            )}
          </div>
          {mode === CAMERA_STEPS.analyzed && !asking && <KeepGarmentButton />}
          {mode === CAMERA_STEPS.analyzed && recognition && (
            <div className="corrections">
              {/* The optional corrections, in a fixed order; a question asked stays above. */}
              {!asked.category && (
                <RunnerUpChips
                  runnerUps={recognition.runner_ups ?? []}
                  current={recognition.category}
                  pending={pending}
                  onChoose={chooseCategory}
                />
              )}
              {!asked.colour && (
                <ColourChips
                  colours={recognition.colour_alternatives ?? []}
                  current={recognition.colour}
                  pending={pending}
                  onChoose={chooseColour}
                />
              )}
            </div>
          )}
        </section>
      )}

      {isGuideOpen$.value && <LazyGuideModal steps={GUIDE_STEPS} onClose={dismissGuide} />}
      {saving && (
        <div className="page-overlay">
          <Spinner label="사진을 준비하는 중" />
        </div>
      )}
    </main>
  );
}
