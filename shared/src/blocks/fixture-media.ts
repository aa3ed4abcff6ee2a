// Media as Strapi returns it, for the blocks' fixtures (tests and the editors' block gallery).
import type { Media } from '../content/media.js';

let nextId = 900;

/** An uploaded image with a small rendition, as the upload plugin describes it. */
export function fixtureImage(name: string, alternativeText: string, width = 1600, height = 1000): Media {
  const id = nextId++;
  return {
    id,
    url: `/uploads/${name}.webp`,
    name: `${name}.webp`,
    alternativeText,
    width,
    height,
    mime: 'image/webp',
    formats: {
      small: { url: `/uploads/small_${name}.webp`, width: 500, height: Math.round((500 * height) / width), mime: 'image/webp' },
    },
  };
}
