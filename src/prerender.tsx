/**
 * Build-time rendering of a route (build/route-shells.ts): the markup the app's first render
 * gives for `path`, from the same components the browser renders (src/main.tsx), so that the
 * page paints from the first HTML response before any JavaScript has run. The landing page needs
 * no more; the browser hydrates the home page's (src/main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { AppRoot, preloadRoute } from './App';
import type { RenderContext } from '../contract/shell-files';
import { season$ } from './state/season';
import { socialProviders$ } from './state/social-providers';

/**
 * HTML of the app at `path` (e.g. '/', '/main') in `context`, to be put inside `<div id="root">`.
 * The route's page is loaded first, so the markup holds the page and not its loading spinner.
 */
export async function renderRoute(path: string, context: RenderContext): Promise<string> {
  if (context.season) season$.value = context.season;
  if (context.socialProviders) socialProviders$.value = context.socialProviders;
  await preloadRoute(path);
  return renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <AppRoot />
      </Router>
    </StrictMode>,
  );
}
