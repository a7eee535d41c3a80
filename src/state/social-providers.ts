/**
 * The social logins the landing page offers (SPEC §1: kakao, google, naver): only those the
 * server has configured, so that no button leads to '간편 로그인은 아직 준비 중이에요'; with none,
 * the page leads with e-mail login. A visit that starts on `/` gets the page prerendered for the
 * server's configuration (server/routes/web.routes.ts); the app, which draws it after a logout or
 * a sign-up, asks the server (GET social_providers/).
 */
import { signal } from '@preact/signals-react';
import { LANDING_SOCIAL_ORDER, type LandingSocialProvider } from '../../contract/shell-files';
import { apiWorker } from '../worker-bridge';

/** The providers to offer, in the landing page's order; empty until the server said (or offline). */
export const socialProviders$ = signal<readonly LandingSocialProvider[]>([]);

/** Asks the server which social logins it offers; keeps the last answer when it cannot be asked. */
export async function loadSocialProviders(): Promise<void> {
  const answer = await apiWorker.socialProviders();
  if (answer.ok)
    socialProviders$.value = LANDING_SOCIAL_ORDER.filter((provider) =>
      answer.value.providers.includes(provider),
    );
}
