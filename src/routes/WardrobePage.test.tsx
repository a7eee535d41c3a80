// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WardrobeItem } from '../../contract/wardrobe';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  wardrobe: vi.fn(),
  relabelGarment: vi.fn(),
  userInfo: vi.fn(async () => ({
    ok: true,
    value: { user_id: 7, username: '김핏픽', email: 'a@b.kr', height: null, weight: null },
  })),
  // the pictures never answer here: a light square holds their place
  privatePicture: vi.fn(() => new Promise(() => undefined)),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { accessToken$ } = await import('../state/auth');
const { wardrobe$ } = await import('../state/wardrobe');
const { WardrobePage, WardrobeItemPage } = await import('./WardrobePage');

const item = (id: number, confirmed: WardrobeItem['confirmed']): WardrobeItem => ({
  id,
  slot: 'bottom',
  category: '코튼 팬츠',
  colour: '블랙',
  confirmed,
  seasons: ['봄', '가을'],
  picture_url: `http://localhost/media/wardrobe/${id}.webp`,
  created_at: '2026-11-20T10:00:00.000Z',
});
const UNSURE = item(1, { category: true, colour: false });
const SURE = item(2, { category: true, colour: true });

/** Renders `Page` on its `route` at the address `path`. */
function renderAt(path: string, route: string, Page: () => React.JSX.Element) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <Route path={route}>
        <Page />
      </Route>
    </Router>,
  );
}

describe('내 옷장', () => {
  beforeEach(() => {
    accessToken$.value = 'a';
    wardrobe$.value = null;
    worker.wardrobe.mockReturnValue(Promise.resolve({ ok: true, value: [UNSURE, SURE] }));
  });
  afterEach(() => {
    cleanup();
    accessToken$.value = null;
  });

  it('should mark only the item whose label is the recogniser’s unsure guess 확인 필요', async () => {
    renderAt('/wardrobe', '/wardrobe', WardrobePage);
    const tiles = await screen.findAllByRole('link', { name: /코튼 팬츠/ });
    expect(tiles.map((tile) => tile.textContent?.includes('확인 필요'))).toEqual([true, false]);
  });

  it('should confirm an unsure item as it is with one tap, sending both labels', async () => {
    worker.relabelGarment.mockResolvedValue({
      ok: true,
      value: { ...UNSURE, confirmed: { category: true, colour: true } },
    });
    renderAt('/wardrobe/1', '/wardrobe/:id', WardrobeItemPage);
    const confirm = await screen.findByRole('button', { name: '이대로 맞아요' });
    await act(async () => fireEvent.click(confirm));
    expect(worker.relabelGarment).toHaveBeenCalledWith(1, {
      category: '코튼 팬츠',
      colour: '블랙',
    });
    expect(await screen.findByText('분류를 확인했어요.')).toBeTruthy();
    expect(screen.queryByText('확인 필요')).toBeNull();
  });
});
