/**
 * The picture of the shopper's own garment in an outfit (the requirement that the outfit shows the
 * shopper's own garment): its cut-out marked "내 옷" (OWN_BADGE), or while the cut-out loads the
 * shopper's photo (`own.placeholder`, where the page has it) or a light square holding its place. Used by /fashion's item strip, my page's saved cards and the outfit
 * detail; the caller's wrapper positions the mark (`position: relative`).
 */
import { OWN_BADGE, ownGarmentName, type OwnGarment } from '../lib/own-garment';

/**
 * `own.src` (an object URL; null while it loads) with `className` on the picture, named
 * "내 옷 (촬영한 데님 팬츠)" after `own.label` and `own.from` (ownGarmentName); the visible mark is hidden from assistive
 * technology (the name says it).
 */
export function OwnGarmentPicture({
  own,
  className,
}: {
  own: Pick<OwnGarment, 'src' | 'label' | 'from' | 'placeholder'>;
  className: string;
}) {
  const name = ownGarmentName(own.label, own.from);
  return (
    <>
      {own.src ? (
        <img className={className} src={own.src} alt={name} decoding="async" draggable={false} />
      ) : own.placeholder ? (
        <img
          className={`${className} is-photo`}
          src={own.placeholder}
          alt={name}
          decoding="async"
          draggable={false}
        />
      ) : (
        <span className={`${className} is-pending`} role="img" aria-label={name} />
      )}
      <span className="badge-own" aria-hidden="true">
        {OWN_BADGE}
      </span>
    </>
  );
}
