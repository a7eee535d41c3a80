/** Page-object steps of the home page (/main) and the detail page, by what a shopper sees. */
import type { Locator, Page } from 'playwright-core';

/** A home section's card list, e.g. `homeList(page, '오늘의 추천 코디 목록')` or `'캐주얼 추천 코디 목록'`. */
export function homeList(page: Page, name: string): Locator {
  return page.getByRole('list', { name, exact: true });
}

/** The cards (articles) of a home list, once 4 have loaded (SPEC §2: each section shows 4 cards). */
export async function homeCards(page: Page, listName: string): Promise<Locator> {
  const cards = homeList(page, listName).getByRole('article');
  await cards.nth(3).waitFor();
  return cards;
}

/** The total in won shown on a card or page, as a number ('176,700원' → 176700). */
export function wonValue(text: string | null): number {
  const match = /([\d,]+)원/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no price in won in "${text ?? ''}"`);
  return Number(match[1].replace(/,/g, ''));
}

/** Drags the mouse horizontally by `dx` px across the middle of `target` (a swipe with the mouse). */
export async function dragHorizontally(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('drag target is not visible');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 + (dx < 0 ? box.width / 4 : -box.width / 4);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(x + (dx * i) / 6, y);
  await page.mouse.up();
}

/** The outfit id of a home card, from its detail link (/product-detail/{id}?source=main…). */
export async function cardOutfitId(card: Locator): Promise<number> {
  const href = await card.getByRole('link').first().getAttribute('href');
  const id = Number(/\/product-detail\/(\d+)/.exec(href ?? '')?.[1]);
  if (!Number.isInteger(id)) throw new Error(`no outfit id in card link ${href ?? ''}`);
  return id;
}
