/** A product photo that falls back to the placeholder image when it fails to load (SPEC §2 Home). */
import { useState } from 'react';

/** Placeholder in public/ for missing or broken product images. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** `src` may be empty: the placeholder shows at once. */
export function ProductImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <img
      className={className}
      src={broken ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => src && setFailed(src)}
    />
  );
}
