/**
 * The detail page's query values (SPEC §2 /product-detail: recommendationId, apiPath) read into
 * what the page may request: whole positive ids, and only the saved-outfit calls of SPEC §7.
 */
import type {
  OutfitDetail,
  OutfitKind,
  SavedAiOutfit,
  SavedClubOutfit,
  SavedListQuery,
} from '../../contract/picked';
import { STYLES } from '../../contract/taxonomy';
// Type only: likes.ts starts the API worker, and this module stays pure.

/** Parses a whole positive id, else null. */
export function parseId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** A saved-list query of an apiPath (SPEC §7 by-time ?order, by-price ?sort, by-style ?style), else null. */
function listQueryOf(by: string, params: URLSearchParams): SavedListQuery | null {
  if (by === 'by-time') {
    const order = params.get('order') ?? 'newest';
    return order === 'newest' || order === 'oldest' ? { by: 'time', order } : null;
  }
  if (by === 'by-price') {
    const sort = params.get('sort');
    return sort === 'high' || sort === 'low' ? { by: 'price', sort } : null;
  }
  if (by !== 'by-style') return null;
  const style = STYLES.find((s) => s === params.get('style'));
  return style ? { by: 'style', style } : null;
}

/** The call an `apiPath` query names: a saved outfit's detail, or a saved list to find the outfit in. */
export type ApiPathCall =
  | { kind: OutfitKind; call: 'detail'; id: number }
  | { kind: OutfitKind; call: 'list'; query: SavedListQuery };

/**
 * Reads the `apiPath` query (SPEC §2): a detail path (recommend_picked/{id}/, main_picked/{id}/)
 * or a saved-list path with its query (recommend_picked/by-time/?order=newest, main_picked/by-price/?sort=high, …),
 * with or without the /api/picked/v1/ prefix. Anything else is null: the page never requests a
 * path it does not know.
 */
export function parseApiPath(apiPath: string | null): ApiPathCall | null {
  const [path = '', search = ''] = (apiPath ?? '').split('?', 2);
  const match =
    /^\/?(?:api\/picked\/v1\/)?(recommend_picked|main_picked)\/(\d{1,15}|by-time|by-price|by-style)\/?$/.exec(
      path,
    );
  if (!match?.[1] || !match[2]) return null;
  const kind = match[1] === 'main_picked' ? 'club' : 'ai';
  if (/^\d/.test(match[2])) {
    const id = parseId(match[2]);
    return id === null ? null : { kind, call: 'detail', id };
  }
  const query = listQueryOf(match[2], new URLSearchParams(search));
  return query ? { kind, call: 'list', query } : null;
}

/** The outfit of a saved-list entry, in the shape toDetailView reads; null when the entry is not outfit `id`. */
export function savedEntryOutfit(
  kind: OutfitKind,
  entry: SavedAiOutfit | SavedClubOutfit,
  id: number,
  code: string | null,
): OutfitDetail | null {
  if (kind === 'ai') {
    const recommendation = (entry as SavedAiOutfit).recommendation;
    const matches =
      recommendation &&
      (recommendation.id === id || (code !== null && recommendation.recommendation_code === code));
    return matches ? recommendation : null;
  }
  const club = entry as SavedClubOutfit;
  const main = club.main_recommendation;
  if (!main || main.id !== id) return null;
  return {
    ...main,
    id: main.id,
    top: main.top ?? null,
    outer: main.outer ?? null,
    bottom: main.bottom ?? null,
    shoes: main.shoes ?? null,
    style: club.style || main.style,
    goods_name: club.goods_name || main.goods_name,
    total_price: club.total_price ?? main.total_price,
    created_at: club.created_at,
    reasoning_text: club.reasoning_text,
  };
}
