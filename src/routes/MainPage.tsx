/**
 * `/main` (SPEC §2 Home): the banner carousel, the service box, and three draggable club-outfit
 * sections (today's random, by price bracket, by style) with hearts. Also opens the camera guide
 * once per session, after the page has painted and the browser is idle, and has the service worker
 * keep the lists' pictures for offline.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { BannerCarousel } from '../components/BannerCarousel';
import { ClubOutfitStrip } from '../components/ClubOutfitStrip';
import { FilterChips } from '../components/FilterChips';
import { LazyGuideModal } from '../components/LazyGuideModal';
import { WaitingPhotosNote } from '../components/WaitingPhotosNote';
import { afterIdle } from '../lib/after-idle';
import {
  type FilterableSection,
  keepHomePicturesOffline,
  loadHomeForPage,
  priceSection,
  randomOutfits$,
  styleSection,
} from '../state/home';
import {
  dismissGuide,
  GUIDE_STEPS,
  hideGuide,
  isGuideOpen$,
  showGuideIfUnseen,
} from '../state/guide';

/** Home. Each section reads its own signals, so a list that arrives re-renders only its section. */
export function MainPage() {
  useEffect(() => {
    void loadHomeForPage();
    const stopKeeping = keepHomePicturesOffline();
    // The guide waits until the home page has painted and the browser is idle.
    const cancel = afterIdle(showGuideIfUnseen);
    return () => {
      stopKeeping();
      cancel();
      hideGuide();
    };
  }, []);

  return (
    <main className="page main-page">
      <BannerCarousel />
      <WaitingPhotosNote />
      <section className="service-box" aria-labelledby="service-title">
        <p className="eyebrow">남성 맞춤 패션 스타일링 서비스</p>
        <h1 id="service-title" className="service-title">
          사진 한 장으로
          <br />
          오늘의 코디 완성
        </h1>
        <p className="service-text">
          가지고 있는 옷을 찍으면 1분 만에 어울리는 코디와 상품을 추천해 드려요.
        </p>
        <Link href="/camera" className="btn btn-light service-cta">
          코디 추천받기
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            className="btn-icon-end"
          >
            <path d="M9 5l7 7-7 7" />
          </svg>
        </Link>
        <img
          className="service-art"
          src="/icons/2.png"
          alt=""
          aria-hidden="true"
          width={112}
          height={112}
        />
      </section>
      <TodaySection />
      <FilteredSection
        id="price"
        title="가격대별 추천 코디"
        sub="예산에 맞춰 골라 보세요"
        chipsLabel="가격대 선택"
        section={priceSection}
        emptyText="이 가격대의 코디를 준비하고 있어요."
      />
      <FilteredSection
        id="style"
        title="스타일별 추천 코디"
        sub="취향에 맞는 무드로"
        chipsLabel="스타일 선택"
        section={styleSection}
        emptyText="이 스타일의 코디를 준비하고 있어요."
      />
      <HomeGuide />
    </main>
  );
}

function TodaySection() {
  useSignals();
  return (
    <section className="home-section" aria-labelledby="today-title">
      <div className="section-head">
        <h2 id="today-title" className="section-title">
          오늘의 추천 코디
        </h2>
        <p className="section-sub">핏픽 에디터가 고른 코디</p>
      </div>
      <ClubOutfitStrip outfits={randomOutfits$.value} label="오늘의 추천 코디 목록" />
    </section>
  );
}

/**
 * A section with filter chips over its strip. The strip is named after the filter its shown list
 * belongs to; while the chosen filter's list loads, the section is busy (the old cards dimmed).
 */
function FilteredSection<F extends string>(props: {
  id: string;
  title: string;
  sub: string;
  chipsLabel: string;
  section: FilterableSection<F>;
  emptyText: string;
}) {
  useSignals();
  const { id, section } = props;
  const shown = section.shown$.value;
  const selected = section.selected$.value;
  return (
    <section
      className="home-section"
      aria-labelledby={`${id}-title`}
      aria-busy={section.loading$.value && shown !== null && shown.filter !== selected}
    >
      <div className="section-head">
        <h2 id={`${id}-title`} className="section-title">
          {props.title}
        </h2>
        <p className="section-sub">{props.sub}</p>
      </div>
      <FilterChips
        label={props.chipsLabel}
        options={section.options}
        value={selected}
        onChange={(filter) => void section.select(filter)}
      />
      <ClubOutfitStrip
        outfits={shown?.outfits ?? null}
        label={`${shown?.filter ?? selected} 추천 코디 목록`}
        emptyText={props.emptyText}
      />
    </section>
  );
}

function HomeGuide() {
  useSignals();
  return isGuideOpen$.value ? <LazyGuideModal steps={GUIDE_STEPS} onClose={dismissGuide} /> : null;
}
