import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createShareApi } from './share-api';
import { jsonResponse } from '../../test/factories/responses';

const TOKEN = 'Ab-_0123456789abcdefgh';

/** The share methods on a client signed in as 'a1' whose every call is answered `{}`. */
function setup(online = true) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    jsonResponse(200, {}),
  );
  const client = createApiClient({ fetch: fetchMock });
  client.setTokens({ access: 'a1', refresh: 'r1' });
  /** The requests sent: URL, method, body and Authorization header. */
  const sent = () =>
    fetchMock.mock.calls.map(([url, init]) => [
      String(url),
      init?.method,
      init?.body,
      (init?.headers as Record<string, string> | undefined)?.Authorization,
    ]);
  return { sut: createShareApi(client, { isOnline: () => online }), sent };
}

describe(createShareApi.name, () => {
  it('should read a shared outfit without the token, and share, list and withdraw with it', async () => {
    const { sut, sent } = setup();
    await sut.sharedOutfit(TOKEN);
    await sut.shareOutfit({ recommendation_id: 5, with_own_garment: true });
    await sut.myShares();
    await sut.withdrawShare(TOKEN);
    expect(sent()).toEqual([
      [`/api/share/v1/shares/${TOKEN}/`, 'GET', undefined, undefined],
      [
        '/api/share/v1/shares/',
        'POST',
        '{"recommendation_id":5,"with_own_garment":true}',
        'Bearer a1',
      ],
      ['/api/share/v1/shares/', 'GET', undefined, 'Bearer a1'],
      [`/api/share/v1/shares/${TOKEN}/`, 'DELETE', undefined, 'Bearer a1'],
    ]);
  });

  it('should answer sharing and withdrawing offline at once, without a request', async () => {
    const { sut, sent } = setup(false);
    const shared = await sut.shareOutfit({ recommendation_id: 5, with_own_garment: false });
    const withdrawn = await sut.withdrawShare(TOKEN);
    expect([shared, withdrawn].map((answer) => (answer.ok ? 'ok' : answer.error.status))).toEqual([
      0, 0,
    ]);
    expect(sent()).toEqual([]);
  });
});
