// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProductItem } from '../../test/factories/product-items';

vi.mock('../worker-bridge', () => ({ apiWorker: {}, listenForTokens: vi.fn() }));
const { accessToken$ } = await import('./auth');
const { MAX_PURCHASES, purchases$, recordPurchase } = await import('./purchases');

const sizes = [{ size: 'M', measures: { chest_cm: 54 } }];

describe('recordPurchase', () => {
  beforeEach(() => {
    accessToken$.value = 'a1';
    purchases$.value = [];
  });

  it('remembers a member’s purchase clicks on products with a chart, newest first, once each', () => {
    recordPurchase(makeProductItem(1, 'top', { sizes }), 1);
    recordPurchase(makeProductItem(2, 'bottom'), 2); // no chart: nothing to rate
    recordPurchase(makeProductItem(3, 'shoes', { sizes }), 3);
    recordPurchase(makeProductItem(1, 'top', { sizes }), 4);
    expect(purchases$.value.map((p) => p.id)).toEqual([1, 3]);
    expect(JSON.parse(localStorage.getItem('fitpick-purchases')!)).toHaveLength(2);
    for (let id = 10; id < 30; id++) recordPurchase(makeProductItem(id, 'top', { sizes }));
    expect(purchases$.value).toHaveLength(MAX_PURCHASES);
  });

  it('records nothing for a guest and forgets the list at sign-out', () => {
    recordPurchase(makeProductItem(1, 'top', { sizes }));
    accessToken$.value = null;
    expect(purchases$.value).toEqual([]);
    recordPurchase(makeProductItem(2, 'top', { sizes }));
    expect(purchases$.value).toEqual([]);
  });
});
