import { describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/api';
import { createApiClient } from './api-client';
import { createClubApi } from './club-api';
import { createSavedApi } from './saved-api';
import { jsonResponse } from '../../test/factories/responses';

function setup(answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(String(input), init),
  );
  const client = createApiClient({ fetch: fetchMock });
  client.setTokens({ access: 'a1', refresh: 'r1' });
  // AI details are the saved-outfit calls' (saved-api.ts); they are compared here with the club's.
  return { sut: { ...createClubApi(client), ...createSavedApi(client) }, fetchMock };
}

const headersOf = (init: RequestInit | undefined) =>
  (init?.headers ?? {}) as Record<string, string>;

describe(createClubApi.name, () => {
  it('should ask main/by-price with the three brackets and per', async () => {
    const { sut, fetchMock } = setup(() => jsonResponse(200, { '10만원대': [] }));
    const outcome = await sut.mainByPrice(4);
    expect(outcome).toEqual({ ok: true, value: { '10만원대': [] } });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `${API.mainByPrice}?brackets=100000%2C200000%2C300000&per=4`,
    );
  });

  it('should ask main/random for the count the home page shows', async () => {
    const { sut, fetchMock } = setup(() => jsonResponse(200, []));
    expect(await sut.mainRandom(4)).toEqual({ ok: true, value: [] });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${API.mainRandom}?count=4`);
  });

  it('should send the style in Korean to main/by-style', async () => {
    const { sut, fetchMock } = setup(() => jsonResponse(200, []));
    await sut.mainByStyle('캐주얼', 4);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe(API.mainByStyle);
    expect(url.searchParams.get('style')).toBe('캐주얼');
    expect(url.searchParams.get('count')).toBe('4');
  });

  it('should load club details with the member’s token when there is one (their size advice), bare for a guest', async () => {
    const { sut, fetchMock } = setup(() => jsonResponse(200, { id: 1 }));
    await sut.clubOutfitDetail(9);
    await sut.aiOutfitDetail(4);
    const [club, ai] = fetchMock.mock.calls;
    expect(String(club?.[0])).toBe(`${API.mainPickedDetail}9/`);
    expect(headersOf(club?.[1]).Authorization).toBe('Bearer a1');
    const guest = createApiClient({ fetch: fetchMock });
    await createClubApi(guest).clubOutfitDetail(9);
    expect(headersOf(fetchMock.mock.calls[2]?.[1]).Authorization).toBeUndefined();
    expect(String(ai?.[0])).toBe(`${API.recommendPickedDetail}4/`);
    expect(headersOf(ai?.[1]).Authorization).toBe('Bearer a1');
  });
});
