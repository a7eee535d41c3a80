/**
 * The app shell (SPEC §2): routes, the 600 px column, the top bar and bottom navigation on the
 * chrome routes (80 px top offset), scroll-to-top and the enter animation on each route change.
 */
import { useEffect, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { BottomNav } from './components/BottomNav';
import { DialogHost } from './components/DialogHost';
import { TopBar } from './components/TopBar';
import { CameraPage } from './routes/CameraPage';
import { FashionPage } from './routes/FashionPage';
import { LandingPage } from './routes/LandingPage';
import { LoadingPage } from './routes/LoadingPage';
import { LoginPage } from './routes/LoginPage';
import { MainPage } from './routes/MainPage';
import { SignupPage } from './routes/SignupPage';

/** Top bar titles of the chrome routes (SPEC §2); they also get the bottom navigation. */
const CHROME_TITLES: Record<string, string> = {
  '/main': '핏픽',
  '/camera': 'AI 스타일링',
  '/fashion': '추천 코디',
  '/my': '마이페이지',
};

/** Root component. */
export function App() {
  const [location] = useLocation();
  const title = CHROME_TITLES[location];

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className={title ? 'app has-chrome' : 'app'}>
      {title && <TopBar title={title} />}
      <PageTransition key={location}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/signup" component={SignupPage} />
          <Route path="/main" component={MainPage} />
          <Route path="/camera" component={CameraPage} />
          <Route path="/loading" component={LoadingPage} />
          <Route path="/fashion" component={FashionPage} />
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </PageTransition>
      {title && <BottomNav />}
      <DialogHost />
    </div>
  );
}

/** Fade in and slide up 30 px over 0.1 s on each route (SPEC §2). */
function PageTransition({ children }: { children: ReactNode }) {
  return <div className="page-transition">{children}</div>;
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
