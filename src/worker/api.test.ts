import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../contract/api';
import { createApiClient } from './api-client';
import { createWorkerDb } from './cache';
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

  it('should show the last user info offline, and the server answer (a 401 included) when there is one', async () => {
    let online = true;
    let status = 200;
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify(status === 200 ? { user_id: 7, username: '박지훈' } : { code: 'unauthorized', message: '로그인이 필요합니다.' }), { status }),
    );
    const db = createWorkerDb({ name: `user-info-${Math.random()}` });
    const sut = createWorkerApi(createApiClient({ fetch: fetchMock, online: () => online }), { db });

    expect(await sut.userInfo()).toEqual({ ok: true, value: { user_id: 7, username: '박지훈' } });
    online = false;
    expect(await sut.userInfo()).toEqual({ ok: true, value: { user_id: 7, username: '박지훈' } });
    online = true;
    status = 401;
    expect(await sut.userInfo()).toMatchObject({ ok: false, error: { status: 401 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await db.close();
  });
});
