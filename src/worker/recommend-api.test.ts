import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../contract/api';
import { createApiClient } from './api-client';
import { createRecommendApi } from './recommend-api';
import { createSessionApi } from './session-api';
import { OFFLINE_MESSAGE } from '../messages';
import { jsonResponse } from '../../test/factories/responses';

describe('offline', () => {
  it('should answer network actions with the offline message at once while the browser is offline', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    let online = false;
    const client = createApiClient({ fetch: fetchMock });
    const sut = {
      ...createRecommendApi(client, { isOnline: () => online }),
      ...createSessionApi(client, { isOnline: () => online }),
    };
    const onRetry = vi.fn();
    const expected = {
      ok: false,
      error: { code: ERROR_CODES.network, message: OFFLINE_MESSAGE, status: 0 },
    };
    expect(await sut.uploadImage(new Blob(['x']))).toEqual(expected);
    expect(await sut.generate({ image_url: '/media/x.jpg' }, onRetry)).toEqual(expected);
    expect(await sut.login({ email: 'a@b.c', password: 'pw' })).toEqual(expected);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onRetry).not.toHaveBeenCalled();
    online = true;
    await sut.login({ email: 'a@b.c', password: 'pw' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe(createRecommendApi.name, () => {
  const combination = {
    recommendation_id: 1,
    total_price: 1,
    combination: { top: null, bottom: null, outer: null, shoes: null },
  };

  it('should upload the photo as multipart field image named photo.jpg', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(201, { image_url: 'http://x/media/uploads/a.jpg' }),
    );
    const sut = createRecommendApi(createApiClient({ fetch: fetchMock }));

    const outcome = await sut.uploadImage(
      new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }),
    );

    expect(outcome.ok).toBe(true);
    const form = fetchMock.mock.calls[0]?.[1]?.body as unknown as FormData;
    const file = form.get('image') as File;
    expect(file.name).toBe('photo.jpg');
    expect(file.type).toBe('image/jpeg');
  });

  it('should retry the generator on 5xx and empty lists, then succeed', async () => {
    vi.useFakeTimers();
    const answers = [
      jsonResponse(503, {}),
      jsonResponse(200, { product_combinations: [] }),
      jsonResponse(200, { product_combinations: [combination] }),
    ];
    const fetchMock = vi.fn(async () => answers.shift() ?? jsonResponse(500, {}));
    const onRetry = vi.fn();
    const sut = createRecommendApi(createApiClient({ fetch: fetchMock }));

    const pending = sut.generate({ image_url: 'u' }, onRetry);
    await vi.advanceTimersByTimeAsync(3_000);

    expect(await pending).toMatchObject({
      ok: true,
      value: { product_combinations: [combination] },
    });
    expect(onRetry.mock.calls).toEqual([
      [1, 3],
      [2, 3],
    ]);
    vi.useRealTimers();
  });

  it('should turn four empty answers into no_outfit', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => jsonResponse(200, { product_combinations: [] }));
    const sut = createRecommendApi(createApiClient({ fetch: fetchMock }));

    const pending = sut.generate({ image_url: 'u' });
    await vi.advanceTimersByTimeAsync(7_000);

    expect(await pending).toMatchObject({ ok: false, error: { code: 'no_outfit' } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });

  it('should not retry a 422 recognition failure and keep its message', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(422, { code: 'recognition_failed', message: '옷을 찾지 못했어요.' }),
    );
    const sut = createRecommendApi(createApiClient({ fetch: fetchMock }));
    expect(await sut.generate({ image_url: 'u' })).toMatchObject({
      ok: false,
      error: { code: 'recognition_failed', status: 422, message: '옷을 찾지 못했어요.' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
