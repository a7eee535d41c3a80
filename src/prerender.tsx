/**
 * Build-time rendering of a route (build/route-shells.ts): the markup the app's first render
 * gives for `path`, from the same components the browser hydrates (src/main.tsx), so that the
 * landing page paints from the first HTML response before any JavaScript has run.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { AppRoot } from './App';

/** HTML of the app at `path` (e.g. '/'), to be put inside `<div id="root">`. */
export function renderRoute(path: string): string {
  return renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <AppRoot />
      </Router>
    </StrictMode>,
  );
}
