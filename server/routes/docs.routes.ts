/**
 * The API's documentation for the shop that runs it and whoever integrates with it
 * (ARCHITECTURE.md "Operations"):
 * - GET /api/openapi.json: the OpenAPI 3.1 document (server/openapi/document.ts), built once, on
 *   its first request;
 * - GET /api/docs/: its reference page, rendered by Scalar's Fastify plugin, whose script is
 *   served from the package by this server (/api/docs/js/scalar.js): nothing is fetched from
 *   another host, so that it works on a shop's machine offline (Scalar's web fonts are off: they
 *   come from Scalar's host). The page starts Scalar with one inline script; its answer alone
 *   carries a Content-Security-Policy that allows that script by its SHA-256 hash
 *   (lib/security-headers.ts `contentSecurityPolicy`), every other answer the app's own policy.
 */
import { createHash } from 'node:crypto';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from '../lib/security-headers';
import { OPENAPI_PATHS, openApiDocument } from '../openapi/document';

/** Inline `<script>` elements (without `src`) of an HTML page: their text. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export async function docsRoutes(app: FastifyInstance, deps: { publicUrl: string }): Promise<void> {
  // Built on its first request (about 25 ms of a core), not by every app that starts.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(OPENAPI_PATHS.document, async (_request, reply) => {
    document ??= openApiDocument(deps.publicUrl);
    return reply.header('cache-control', 'no-cache').send(document);
  });

  await app.register(async (scope) => {
    const policies = new Map<string, string>();
    scope.addHook('onSend', (_request, reply, payload, done) => {
      if (typeof payload === 'string' && payload.startsWith('<!doctype html>')) {
        const hashes = [...payload.matchAll(INLINE_SCRIPT)].map(
          ([, script]) =>
            `'sha256-${createHash('sha256')
              .update(script ?? '')
              .digest('base64')}'`,
        );
        const key = hashes.join(' ');
        let policy = policies.get(key);
        if (policy === undefined) {
          policy = contentSecurityPolicy(hashes);
          policies.set(key, policy);
        }
        void reply.header('content-security-policy', policy);
      }
      done(null, payload);
    });
    await scope.register(scalar, {
      routePrefix: OPENAPI_PATHS.docs,
      configuration: {
        url: OPENAPI_PATHS.document,
        pageTitle: '핏픽 API 문서',
        withDefaultFonts: false,
        telemetry: false,
        hideClientButton: true,
        showDeveloperTools: 'never',
        // Its AI assistant and MCP calls go to Scalar's hosts.
        agent: { disabled: true },
        mcp: { disabled: true },
      },
    });
  });
}
