/**
 * Serves the built web app (dist/): the route shells written by build/route-shells.ts (`/` with
 * the landing page prerendered, offering the configured social logins only (e-mail login first
 * without any); `/main` with its first screen drawn for today's season in Korea, its seasonal
 * banner, and its first chunks and banner preloaded), and every other client-side route
 * (/camera, /fashion, …) with index.html. API, media, social-login and file paths never fall
 * back to the shell: unknown ones get a JSON 404 with a Korean message.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { homeShellFile } from '../../contract/home-shells';
import { landingFile } from '../../contract/shell-files';
import { seasonOf, SEASONS } from '../../contract/taxonomy';
import { HttpError } from '../lib/http-error';
import { REQUEST_MESSAGES } from '../messages';

/**
 * Paths never answered with the app's shell: the API, media and social-login paths, and files (the
 * build's assets, or any path whose last segment has an extension). A chunk of an earlier build
 * that is gone must fail as a missing script, not arrive as HTML that the browser refuses to run
 * as a module; a client route never has a dot in its last segment.
 */
const NEVER_SHELL = /^\/(api|media|accounts|assets)(\/|$)|\.[a-z0-9]+$/i;

/**
 * `now`: the clock that says today's season (the app's; tests pin it); `socialProviders`: the
 * configured social logins, the ones the landing page offers.
 */
export async function webRoutes(
  app: FastifyInstance,
  deps: { distDir: string; now: () => Date; socialProviders: readonly string[] },
): Promise<void> {
  const built = (file: string) => existsSync(path.join(deps.distDir, file));
  const landing = landingFile(deps.socialProviders);
  const hasShell = built('index.html');
  const hasLanding = hasShell && built(landing);
  const hasHomeShells = hasShell && SEASONS.every((season) => built(homeShellFile(season)));
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: deps.distDir,
      // The build never changes while the server runs: one route per file, found at start-up,
      // instead of a wildcard route that reads the folders again on every request to check the
      // path's spelling (about an eighth of the server's CPU for a first visit of /main).
      wildcard: false,
      index: hasLanding ? false : 'index.html',
      // The build writes .br/.gz beside each text asset (vite-plugin-compression2).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (hasLanding)
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(landing));
  if (hasHomeShells)
    app.get('/main', (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(homeShellFile(seasonOf(deps.now()))),
    );

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (hasShell && request.method === 'GET' && !NEVER_SHELL.test(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new HttpError(404, 'not_found', REQUEST_MESSAGES.pathNotFound);
  });
}
