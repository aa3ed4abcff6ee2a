// An image from the CMS media library as a responsive <img>: Strapi's generated sizes in the
// srcset, the intrinsic width and height so the browser reserves the space (no layout shift),
// lazy loading unless the image is above the fold.
import { preload } from 'react-dom';
import type { Media } from '@ironbark/shared/content/media';
import { useEditAttrs } from './edit-path';

const ORDER = ['thumbnail', 'small', 'compact', 'medium', 'large'];

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
  /**
   * The largest thing on the first screen: `true` on every screen (fetched first, at high
   * priority); a media query where only those screens show it on the first screen (a hero's
   * picture sits beside the text from 901 px and below the buttons on a phone): preloaded at high
   * priority for those screens only, and elsewhere fetched at low priority, so on a phone it does
   * not share a slow connection with the font the first screen's text needs.
   */
  priority?: boolean | string;
  /** Not shown at all where `priority`'s media query does not match (display: none): loaded lazily
   * there, so those screens never fetch it (the preload fetches it where it shows). */
  onlyThere?: boolean;
  className?: string;
  /** Alt text when the media library has none; "" marks the image as decorative. */
  fallbackAlt?: string;
  /** The block's field that holds the picture ("image", "cards.0.image"), for click to edit in previews. */
  editField?: string;
}

export function MediaImage({ media, sizes, priority = false, onlyThere = false, className, fallbackAlt = '', editField }: MediaImageProps) {
  const edit = useEditAttrs();
  const srcSet = mediaSrcSet(media);
  // (React preloads an eager <img> by itself, for every screen, unless its fetchPriority is low.)
  if (typeof priority === 'string') preload(media.url, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high', media: priority });
  return (
    <img
      src={media.url}
      srcSet={srcSet}
      sizes={sizes}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={media.alternativeText ?? fallbackAlt}
      loading={priority && !(onlyThere && typeof priority === 'string') ? 'eager' : 'lazy'}
      decoding={priority === true ? 'sync' : 'async'}
      fetchPriority={priority === true ? 'high' : priority ? 'low' : undefined}
      className={className}
      {...(editField ? edit(editField) : {})}
    />
  );
}
