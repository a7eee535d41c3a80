/**
 * A garment of the member's 내 옷장 standing in an outfit (contract/api.ts `sources` 'wardrobe':
 * an item with `wardrobe_item_id`, its `s3_path` a private picture): its picture fetched through
 * the API worker with the token (cached in IndexedDB, so offline too once fetched), marked
 * "내 옷" (the 내 옷장 requirement: each outfit marks its owned pieces). While it loads a light
 * square holds its place; when it cannot be had (the item deleted since, offline with nothing
 * stored) the placeholder picture shows. The caller's wrapper positions the mark.
 */
import type { ProductItem } from '../../contract/api';
import { categoryLabel } from '../../contract/category-labels';
import { ownGarmentName } from '../lib/own-garment';
import { useOwnGarment } from '../lib/use-private-picture';
import { OwnGarmentPicture } from './OwnGarmentPicture';
import { ProductImage } from './ProductImage';

/** The owned piece `item`'s picture with `className`, named "내 옷 (옷장의 슬랙스)". */
export function OwnedPiecePicture({ item, className }: { item: ProductItem; className: string }) {
  const label = categoryLabel(item.sub_category);
  const own = useOwnGarment(item.s3_path, label);
  if (!own)
    return (
      <ProductImage className={className} src={null} alt={ownGarmentName(label, 'wardrobe')} />
    );
  return <OwnGarmentPicture own={own} className={className} />;
}
