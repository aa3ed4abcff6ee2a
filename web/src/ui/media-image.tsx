// An image from the CMS media library as a responsive <img>: Strapi's generated sizes in the
// srcset, the intrinsic width and height so the browser reserves the space (no layout shift),
// lazy loading unless the image is above the fold.
import type { Media } from '@ironbark/shared/content/media';

const ORDER = ['thumbnail', 'small', 'medium', 'large'];

export function mediaSrcSet(media: Media): string | undefined {
  const formats = Object.entries(media.formats ?? {})
    .filter(([name, f]) => ORDER.includes(name) && name !== 'thumbnail' && f.width)
    .map(([, f]) => `${f.url} ${f.width}w`);
  if (formats.length === 0) return undefined;
  if (media.width) formats.push(`${media.url} ${media.width}w`);
  return formats.join(', ');
}

interface MediaImageProps {
  media: Media;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** Alt text when the media library has none; "" marks the image as decorative. */
  fallbackAlt?: string;
}

export function MediaImage({ media, sizes, priority = false, className, fallbackAlt = '' }: MediaImageProps) {
  return (
    <img
      src={media.url}
      srcSet={mediaSrcSet(media)}
      sizes={sizes}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={media.alternativeText ?? fallbackAlt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
