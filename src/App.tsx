/**
 * The app shell (SPEC §2): routes, the 600 px column, the top bar and bottom navigation on the
 * chrome routes (80 px top offset), scroll-to-top and the enter / exit animations on each route change.
 */
import { useEffect, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { BottomNav } from './components/BottomNav';
import { DialogHost } from './components/DialogHost';
import { TopBar } from './components/TopBar';
import { useRouteExit } from './lib/use-route-exit';
import { CameraPage } from './routes/CameraPage';
import { FashionPage } from './routes/FashionPage';
import { LandingPage } from './routes/LandingPage';
import { LoadingPage } from './routes/LoadingPage';
import { LoginPage } from './routes/LoginPage';
import { MainPage } from './routes/MainPage';
import { SignupPage } from './routes/SignupPage';
import { CameraGuidePage } from './routes/CameraGuidePage';
import { ProductDetailPage } from './routes/ProductDetailPage';
import { EditProfilePage } from './routes/EditProfilePage';
import { FindIdPage } from './routes/FindIdPage';
import { FindPwPage } from './routes/FindPwPage';
import { MyPage } from './routes/MyPage';
import { ResetPasswordPage } from './routes/ResetPasswordPage';
import { SetBodyPage } from './routes/SetBodyPage';
import { SetPasswordPage } from './routes/SetPasswordPage';
import { SettingPage } from './routes/SettingPage';
import { SocialCallbackPage } from './routes/SocialCallbackPage';

/** Top bar titles of the chrome routes (SPEC §2); they also get the bottom navigation. */
const CHROME_TITLES: Record<string, string> = {
  '/main': '핏픽',
  '/camera': 'AI 스타일링',
  '/fashion': '추천 코디',
  '/my': '마이페이지',
};

/** Titles of routes without the chrome (SPEC §2 '/setting': settings page); shown as the document title. */
const PAGE_TITLES: Record<string, string> = {
  '/setting': '설정',
  '/edit-profile': '회원정보 수정',
  '/set-password': '비밀번호 설정',
  '/set-body': '맞춤 정보',
  '/find-id': '아이디 찾기',
  '/find-pw': '비밀번호 찾기',
  '/reset-password': '비밀번호 재설정',
};

/** The product-detail path also has the chrome (SPEC §2), titled '상세 페이지'. */
const DETAIL_PREFIX = '/product-detail/';

/** The chrome title of `location`, or undefined on routes without the chrome. */
function chromeTitle(location: string): string | undefined {
  return CHROME_TITLES[location] ?? (location.startsWith(DETAIL_PREFIX) ? '상세 페이지' : undefined);
}

/** Root component. */
export function App() {
  const [location] = useLocation();
  // The old page stays ROUTE_EXIT_MS for its exit animation; chrome and routes follow `shown`.
  const [shown, leaving] = useRouteExit(location);
  const title = chromeTitle(shown);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [shown]);

  useEffect(() => {
    const page = PAGE_TITLES[location] ?? (title && title !== '핏픽' ? title : null);
    document.title = page ? `${page} | 핏픽` : '핏픽';
  }, [location, title]);

  return (
    <div className={title ? (CHROME_TITLES[shown] ? 'app has-chrome' : 'app has-chrome no-offset') : 'app'}>
      {title && <TopBar title={title} />}
      <PageTransition key={shown} leaving={leaving}>
        <Switch location={shown}>
          <Route path="/" component={LandingPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/signup" component={SignupPage} />
          <Route path="/main" component={MainPage} />
          <Route path="/camera" component={CameraPage} />
          <Route path="/loading" component={LoadingPage} />
          <Route path="/fashion" component={FashionPage} />
          <Route path="/camera-guide" component={CameraGuidePage} />
          <Route path="/product-detail/:itemId" component={ProductDetailPage} />
          <Route path="/find-id" component={FindIdPage} />
          <Route path="/find-pw" component={FindPwPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/social-callback" component={SocialCallbackPage} />
          <Route path="/my" component={MyPage} />
          <Route path="/setting" component={SettingPage} />
          <Route path="/edit-profile" component={EditProfilePage} />
          <Route path="/set-password" component={SetPasswordPage} />
          <Route path="/set-body" component={SetBodyPage} />
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

/** Enter: fade in and slide up 30 px; exit (`leaving`): fade out and rise 20 px; 0.1 s ease (SPEC §2). */
function PageTransition({ children, leaving }: { children: ReactNode; leaving: boolean }) {
  return (
    <div className={leaving ? 'page-transition is-leaving' : 'page-transition'} aria-busy={leaving || undefined}>
      {children}
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
