/**
 * The app shell (SPEC §2): routes, the 600 px column, the top bar and bottom navigation on the
 * chrome routes (80 px top offset; the product detail's action bar in the navigation's place),
 * scroll-to-top and the enter / exit animations on each route change.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { BottomNav } from './components/BottomNav';
import { DialogHost } from './components/DialogHost';
import { PhotoOutboxToast } from './components/PhotoOutboxToast';
import { OfflineBanner } from './components/OfflineBanner';
import { Spinner } from './components/Spinner';
import { TopBar } from './components/TopBar';
import { UpdatePrompt } from './components/UpdatePrompt';
import { useRouteExit } from './lib/use-route-exit';

/** A route's page, loaded on first visit; `preload()` loads it ahead of rendering. */
interface LazyPage {
  Component: ComponentType;
  preload(): Promise<void>;
}

/**
 * A route's page loaded on first visit (the landing route's JS stays small). The service worker
 * precaches every chunk, so offline the import is served from the precache. Once loaded, the
 * page renders without suspending (a thenable that resolves synchronously), which is what lets
 * src/main.tsx load the first page before the first render: React then never commits the
 * Suspense fallback for it, and never holds the page back behind its fallback throttle.
 */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
    });
  const Component = lazy(() => {
    if (loaded) {
      const module = { default: loaded };
      return {
        then: (resolve: (value: typeof module) => void) => resolve(module),
      } as unknown as Promise<typeof module>;
    }
    return preload().then(() => ({ default: loaded as ComponentType }));
  });
  return { Component, preload };
}

/**
 * A route (SPEC §2): its lazily loaded page; its title (the top bar's on chrome routes,
 * else the document's: "설정 | 핏픽"); `chrome`: 'offset', the top bar and bottom navigation with
 * the page below the bar (80 px offset); or 'no-offset', the product detail: the top bar, which
 * the page clears itself, and the page's own action bar (찜하기 / 공유하기 / 구매하기) in the
 * bottom navigation's place: two bars stacked there took a sixth of a 390 × 844 phone's screen.
 * The top bar and the back button lead away.
 */
interface AppRoute {
  path: string;
  page: LazyPage;
  title?: string;
  chrome?: 'offset' | 'no-offset';
}

/**
 * The routes (SPEC §2). `/` is a page like the others: a visit that starts there gets it
 * prerendered with its own small entry (src/landing.ts), so the app draws it only after a logout
 * or a sign-up, and it need not weigh on every other page's first load.
 */
const ROUTES: readonly AppRoute[] = [
  { path: '/', page: lazyPage(() => import('./routes/LandingPage'), 'LandingPage') },
  { path: '/login', page: lazyPage(() => import('./routes/LoginPage'), 'LoginPage') },
  { path: '/signup', page: lazyPage(() => import('./routes/SignupPage'), 'SignupPage') },
  {
    path: '/main',
    page: lazyPage(() => import('./routes/MainPage'), 'MainPage'),
    title: '핏픽',
    chrome: 'offset',
  },
  {
    path: '/camera',
    page: lazyPage(() => import('./routes/CameraPage'), 'CameraPage'),
    title: 'AI 스타일링',
    chrome: 'offset',
  },
  { path: '/loading', page: lazyPage(() => import('./routes/LoadingPage'), 'LoadingPage') },
  {
    path: '/fashion',
    page: lazyPage(() => import('./routes/FashionPage'), 'FashionPage'),
    title: '추천 코디',
    chrome: 'offset',
  },
  {
    path: '/camera-guide',
    page: lazyPage(() => import('./routes/CameraGuidePage'), 'CameraGuidePage'),
  },
  {
    path: '/product-detail/:itemId',
    page: lazyPage(() => import('./routes/ProductDetailPage'), 'ProductDetailPage'),
    title: '상세 페이지',
    chrome: 'no-offset',
  },
  {
    path: '/share/:token',
    page: lazyPage(() => import('./routes/SharedOutfitPage'), 'SharedOutfitPage'),
    title: '공유된 코디',
  },
  {
    path: '/find-id',
    page: lazyPage(() => import('./routes/FindIdPage'), 'FindIdPage'),
    title: '아이디 찾기',
  },
  {
    path: '/find-pw',
    page: lazyPage(() => import('./routes/FindPwPage'), 'FindPwPage'),
    title: '비밀번호 찾기',
  },
  {
    path: '/reset-password',
    page: lazyPage(() => import('./routes/ResetPasswordPage'), 'ResetPasswordPage'),
    title: '비밀번호 재설정',
  },
  {
    path: '/social-callback',
    page: lazyPage(() => import('./routes/SocialCallbackPage'), 'SocialCallbackPage'),
  },
  {
    path: '/my',
    page: lazyPage(() => import('./routes/MyPage'), 'MyPage'),
    title: '마이페이지',
    chrome: 'offset',
  },
  {
    path: '/wardrobe',
    page: lazyPage(() => import('./routes/WardrobePage'), 'WardrobePage'),
    title: '내 옷장',
    chrome: 'offset',
  },
  {
    path: '/wardrobe/:id',
    page: lazyPage(() => import('./routes/WardrobePage'), 'WardrobeItemPage'),
    title: '내 옷장',
    chrome: 'offset',
  },
  {
    path: '/setting',
    page: lazyPage(() => import('./routes/SettingPage'), 'SettingPage'),
    title: '설정',
  },
  {
    path: '/edit-profile',
    page: lazyPage(() => import('./routes/EditProfilePage'), 'EditProfilePage'),
    title: '회원정보 수정',
  },
  {
    path: '/set-password',
    page: lazyPage(() => import('./routes/SetPasswordPage'), 'SetPasswordPage'),
    title: '비밀번호 설정',
  },
  {
    path: '/set-body',
    page: lazyPage(() => import('./routes/SetBodyPage'), 'SetBodyPage'),
    title: '맞춤 정보',
  },
];

/** Does `pathname` match the route `path`? A `:name` segment matches any one non-empty segment. */
function matches(path: string, pathname: string): boolean {
  const want = path.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/** The route of `pathname`, or undefined for unknown paths. */
function routeOf(pathname: string): AppRoute | undefined {
  return ROUTES.find((candidate) => matches(candidate.path, pathname));
}

/** Loads the page of `pathname` (nothing for an unknown path); never rejects. */
export function preloadRoute(pathname: string): Promise<void> {
  const route = routeOf(pathname);
  return route ? route.page.preload().catch(() => undefined) : Promise.resolve();
}

/**
 * Everything the page renders: the offline banner, the app and the update prompt. The browser
 * (src/main.tsx) and the build-time prerender (src/prerender.tsx) render this same tree.
 */
export function AppRoot() {
  return (
    <>
      <OfflineBanner />
      <App />
      <UpdatePrompt />
    </>
  );
}

/** Root component. */
export function App() {
  const [location] = useLocation();
  // The old page stays ROUTE_EXIT_MS for its exit animation; chrome and routes follow `shown`.
  const [shown, leaving] = useRouteExit(location);
  const route = routeOf(shown);
  // The top bar's title on chrome routes; none elsewhere.
  const title = route?.chrome ? route.title : undefined;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [shown]);

  useEffect(() => {
    const page = routeOf(location)?.title;
    document.title = page && page !== '핏픽' ? `${page} | 핏픽` : '핏픽';
  }, [location]);

  const chrome = route?.chrome;
  return (
    <div
      className={
        chrome === 'offset'
          ? 'app has-chrome'
          : chrome === 'no-offset'
            ? 'app has-chrome no-offset'
            : 'app'
      }
    >
      {title && <TopBar title={title} />}
      <PageTransition key={shown} leaving={leaving}>
        <Switch location={shown}>
          {ROUTES.map(({ path, page }) => (
            <Route key={path} path={path} component={page.Component} />
          ))}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </PageTransition>
      {chrome === 'offset' && <BottomNav />}
      <DialogHost />
      <PhotoOutboxToast />
    </div>
  );
}

/** True until the first page has mounted: the page a visit opens on is not animated in. */
let firstPage = true;

/**
 * Enter: fade in and slide up 30 px; exit (`leaving`): fade out and rise 20 px; 0.1 s ease (SPEC §2).
 * The first page of a visit appears without the enter animation: it has nothing to transition
 * from, and Chromium records no first-contentful-paint for a static page whose only main-thread
 * paint happened at the animation's opacity 0 (the fade itself runs on the compositor).
 */
function PageTransition({ children, leaving }: { children: ReactNode; leaving: boolean }) {
  const [entering] = useState(() => {
    const animate = !firstPage;
    firstPage = false;
    return animate;
  });
  const className = ['page-transition', entering ? 'is-entering' : '', leaving ? 'is-leaving' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} aria-busy={leaving || undefined}>
      <Suspense
        fallback={
          <div className="page-loading">
            <Spinner label="화면을 불러오는 중" />
          </div>
        }
      >
        {children}
      </Suspense>
    </div>
  );
}

function NotFound() {
  const [, navigate] = useLocation();
  return (
    <main className="auth-page">
      <h1 className="auth-title">페이지를 찾을 수 없어요</h1>
      <p className="auth-sub">주소가 바뀌었거나 아직 준비 중인 페이지예요.</p>
      <button type="button" className="btn btn-primary" onClick={() => navigate('/main')}>
        홈으로 가기
      </button>
    </main>
  );
}
