/** `/main` (SPEC §2 Home): the service box and "오늘의 추천 코디" (4 random club outfits). */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { ClubOutfitCard } from '../components/ClubOutfitCard';
import { Spinner } from '../components/Spinner';
import { useDragScroll } from '../lib/use-drag-scroll';
import { loadRandomOutfits, randomOutfits$ } from '../state/home';

/** Home. */
export function MainPage() {
  useSignals();
  const strip = useDragScroll<HTMLUListElement>();
  useEffect(() => {
    void loadRandomOutfits();
  }, []);
  const outfits = randomOutfits$.value;

  return (
    <main className="page main-page">
      <section className="service-box" aria-labelledby="service-title">
        <p className="eyebrow">남성 맞춤 패션 스타일링 서비스</p>
        <h1 id="service-title" className="service-title">
          사진 한 장으로
          <br />
          오늘의 코디 완성
        </h1>
        <p className="service-text">가지고 있는 옷을 찍으면 1분 만에 어울리는 코디와 상품을 추천해 드려요.</p>
        <Link href="/camera" className="btn btn-light service-cta">
          코디 추천받기
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="btn-icon-end">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </Link>
        <img className="service-art" src="/icons/2.png" alt="" aria-hidden="true" width={112} height={112} />
      </section>

      <section className="home-section" aria-labelledby="today-title">
        <div className="section-head">
          <h2 id="today-title" className="section-title">
            오늘의 추천 코디
          </h2>
          <p className="section-sub">핏픽 에디터가 고른 코디</p>
        </div>
        {outfits === null ? (
          <div className="section-loading">
            <Spinner label="추천 코디를 불러오는 중" />
          </div>
        ) : outfits.length === 0 ? (
          <p className="empty-text">지금은 보여드릴 코디가 없어요.</p>
        ) : (
          <ul ref={strip} className="card-strip" aria-label="오늘의 추천 코디 목록">
            {outfits.map((outfit) => (
              <li key={outfit.id} className="card-strip-cell">
                <ClubOutfitCard outfit={outfit} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
