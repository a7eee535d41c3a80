import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../test/factories/recognition';
import { createHarness, fakeRecognizer, type Harness } from '../../test/harness';
import { openApiPath } from '../openapi/document';

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

let h: Harness;
let document: Document;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
  document = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
});
afterAll(async () => h.close());

/**
 * Every route of the app as `METHOD /path` (OpenAPI path syntax), read off Fastify's route tree
 * (`printRoutes`: one segment a line, indented four characters a level). HEAD routes Fastify adds
 * for each GET are left out, and so are the static files of @fastify/static (no parameter, a
 * file extension): the catalogue's pictures, documented as /media/catalog/{file}.
 */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    const isStaticFile = !url.includes(':') && /\.\w+$/.test(url) && !url.startsWith('/api/');
    if (!match[3] || isStaticFile) continue;
    for (const method of match[3].split(', '))
      if (method !== 'HEAD') routes.push(`${method} ${openApiPath(url)}`);
  }
  return routes;
}

describe('GET /api/openapi.json', () => {
  it('should be a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate({ ...structuredClone(document) });
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('should have an operation for every route the app registers, and none it lacks', () => {
    const routes = registeredRoutes(h.app.printRoutes({ commonPrefix: false }));
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !operations.includes(route))).toEqual([]);
    expect(operations.filter((operation) => !routes.includes(operation))).toEqual([]);
  });

  it('should describe every error answer with the Korean ErrorBody', () => {
    const errorRef = { $ref: '#/components/schemas/ErrorBody' };
    const login = document.paths['/api/account/v1/login/']?.post?.responses;
    expect(login?.['401']).toMatchObject({ content: { 'application/json': { schema: errorRef } } });
    for (const [path, item] of Object.entries(document.paths))
      for (const operation of Object.values(item))
        for (const [status, response] of Object.entries(operation.responses))
          if (status === 'default' || Number(status) >= 400)
            expect(response, `${path} ${status}`).toMatchObject({
              content: { 'application/json': { schema: errorRef } },
            });
  });
});

describe('GET /api/docs/', () => {
  it('should serve the reference page with its script from this server, its inline script allowed by hash', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('src="js/scalar.js"');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    const script = await h.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    // The rest of the app keeps its policy without the hash.
    const other = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(other.headers['content-security-policy']).not.toContain('sha256');
  });
});
