import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  signUpAndLogIn,
  solidJpeg,
  uploadImage,
  type Harness,
} from '../../test/harness';
import { metricsListener } from './metrics';

const TOKEN = 'operator-token-0123456789';

let open: Harness;
let guarded: Harness;
beforeAll(async () => {
  [open, guarded] = await Promise.all([
    createHarness({ recognizer: fakeRecognizer(recognition()) }),
    createHarness({
      recognizer: fakeRecognizer(recognition()),
      config: { metrics: { token: TOKEN, port: undefined } },
    }),
  ]);
});
afterAll(async () => Promise.all([open.close(), guarded.close()]));

describe('GET /metrics', () => {
  it('should answer 404 in Korean when the operator configured no metrics (embedded defaults)', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: expect.stringMatching(/[가-힣]/) });
  });

  it('should refuse a request without the operator token, or with a wrong one, with 401 in Korean', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      const res = await guarded.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized', message: /METRICS_TOKEN/ });
    }
  });

  it("should give the operator's token the request counts of a route just called, and the pools' queues", async () => {
    await guarded.app.inject({ method: 'GET', url: '/healthz' });
    const res = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} [1-9]/,
    );
    expect(res.body).toMatch(/fitpick_pool_queue_length\{pool="heic"\} 0/);
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('should count uploads and the outbox sends replayed by their Idempotency-Key', async () => {
    const { access } = await signUpAndLogIn(guarded);
    expect(
      (await uploadImage(guarded, access, await solidJpeg(64, 64, '#123456'))).statusCode,
    ).toBe(201);
    const club = (
      await guarded.app.inject({ method: 'GET', url: '/api/picked/v1/main/random/?count=1' })
    ).json<{ id: number }[]>();
    const like = () =>
      guarded.app.inject({
        method: 'POST',
        url: '/api/picked/v1/main_picked/toggle/',
        headers: { authorization: `Bearer ${access}`, 'Idempotency-Key': 'outbox-like-0001' },
        payload: { main_recommendation_id: club[0]?.id, liked: true },
      });
    expect((await like()).statusCode).toBe(201);
    expect((await like()).headers['idempotent-replayed']).toBe('true');
    const res = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.body).toMatch(/fitpick_uploads_total\{status="201"\} 1/);
    const route = 'route="/api/picked/v1/main_picked/toggle/"';
    expect(res.body).toContain(`fitpick_idempotent_requests_total{${route},replayed="false"} 1`);
    expect(res.body).toContain(`fitpick_idempotent_requests_total{${route},replayed="true"} 1`);
  });
});

describe(metricsListener.name, () => {
  it('should serve the metrics on a listener of their own, asking no token unless one is set', async () => {
    const free = metricsListener(guarded.metrics, undefined);
    const res = await free.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds');
    expect((await free.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    const withToken = metricsListener(guarded.metrics, TOKEN);
    expect((await withToken.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    await Promise.all([free.close(), withToken.close()]);
  });
});
