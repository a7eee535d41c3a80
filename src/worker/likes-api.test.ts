import { describe, expect, it, vi } from 'vitest';
import { API, IDEMPOTENCY_KEY_HEADER } from '../../contract/api';
import { createApiClient } from './api-client';
import { createLikesApi } from './likes-api';
import { jsonResponse } from '../../test/factories/responses';

function setup(answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(String(input), init),
  );
  const client = createApiClient({ fetch: fetchMock });
  client.setTokens({ access: 'a1', refresh: 'r1' });
  return { sut: createLikesApi(client), fetchMock };
}

const headersOf = (init: RequestInit | undefined) =>
  (init?.headers ?? {}) as Record<string, string>;

describe(createLikesApi.name, () => {
  it('should send liked and a fresh Idempotency-Key per intent', async () => {
    const { sut, fetchMock } = setup(() => jsonResponse(201, { status: 'added' }));
    await sut.toggleClubLike({ main_recommendation_id: 7, liked: true });
    await sut.toggleClubLike({ main_recommendation_id: 7, liked: true });
    await sut.toggleAiLike({ recommendation_id: 3, liked: false }, 'fixed-key');
    const [first, second, third] = fetchMock.mock.calls.map(([url, init]) => ({
      url: String(url),
      init,
    }));
    expect(first?.url).toBe(API.mainPickedToggle);
    expect(JSON.parse(String(first?.init?.body))).toEqual({
      main_recommendation_id: 7,
      liked: true,
    });
    const key1 = headersOf(first?.init)[IDEMPOTENCY_KEY_HEADER];
    const key2 = headersOf(second?.init)[IDEMPOTENCY_KEY_HEADER];
    expect(key1).toMatch(/^[0-9a-f-]{36}$/);
    expect(key2).not.toBe(key1);
    expect(third?.url).toBe(API.recommendPickedToggle);
    expect(headersOf(third?.init)[IDEMPOTENCY_KEY_HEADER]).toBe('fixed-key');
    expect(headersOf(third?.init).Authorization).toBe('Bearer a1');
  });

  it('should read liked ids from the by-time lists', async () => {
    const { sut } = setup((url) =>
      url.startsWith(API.mainPickedByTime)
        ? jsonResponse(200, [
            { id: 1, main_recommendation: { id: 11 } },
            { id: 2, main_recommendation: { id: 12 } },
          ])
        : jsonResponse(200, [{ recommendation_id: 5, created_at: '2025-01-01' }]),
    );
    expect(await sut.likedClubIds()).toEqual({ ok: true, value: [11, 12] });
    expect(await sut.likedAiIds()).toEqual({ ok: true, value: [5] });
  });
});
