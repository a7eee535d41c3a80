import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../contract/api';
import { createApiClient } from './api-client';
import { createWorkerApi, OFFLINE_MESSAGE } from './api';

describe(createWorkerApi.name, () => {
  it('should answer network actions with the offline message at once while the browser is offline', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    let online = false;
    const sut = createWorkerApi(createApiClient({ fetch: fetchMock }), { isOnline: () => online });
    const onRetry = vi.fn();
    const expected = { ok: false, error: { code: ERROR_CODES.network, message: OFFLINE_MESSAGE, status: 0 } };
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
