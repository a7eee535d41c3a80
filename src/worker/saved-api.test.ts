import { describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/api';
import { createApiClient } from './api-client';
import { createSavedApi } from './saved-api';
import { jsonResponse } from '../../test/factories/responses';

function setup(answer: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const client = createApiClient({ fetch: fetchMock });
  client.setTokens({ access: 'a1', refresh: 'r1' });
  const urlOf = (call = 0) => new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://x');
  return { sut: createSavedApi(client), urlOf };
}

describe(createSavedApi.name, () => {
  it('should call by-time with order and user_id for AI outfits', async () => {
    const { sut, urlOf } = setup(() => jsonResponse(200, []));
    const outcome = await sut.savedAi({ by: 'time', order: 'oldest', user_id: 7 });
    expect(outcome).toEqual({ ok: true, value: [] });
    expect(urlOf().pathname).toBe(API.recommendPickedByTime);
    expect(urlOf().searchParams.get('order')).toBe('oldest');
    expect(urlOf().searchParams.get('user_id')).toBe('7');
  });

  it('should call by-price with sort and by-style with the Korean style for club outfits', async () => {
    const { sut, urlOf } = setup(() => jsonResponse(200, []));
    await sut.savedClub({ by: 'price', sort: 'high' });
    await sut.savedClub({ by: 'style', style: '미니멀' });
    expect(urlOf(0).pathname).toBe(API.mainPickedByPrice);
    expect(urlOf(0).searchParams.get('sort')).toBe('high');
    expect(urlOf(0).searchParams.has('user_id')).toBe(false);
    expect(urlOf(1).pathname).toBe(API.mainPickedByStyle);
    expect(urlOf(1).searchParams.get('style')).toBe('미니멀');
  });

  it('should answer an empty list when the body is not a list, and pass errors on', async () => {
    expect(
      await setup(() => jsonResponse(200, null)).sut.savedAi({ by: 'time', order: 'newest' }),
    ).toEqual({ ok: true, value: [] });
    const failed = await setup(() =>
      jsonResponse(500, { code: 'server_error', message: '오류' }),
    ).sut.savedAi({ by: 'time', order: 'newest' });
    expect(failed.ok).toBe(false);
  });
});
