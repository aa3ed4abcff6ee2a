// What blocks put on the page for images and video: sizes, alt text, loading order, and a
// video that requests nothing from YouTube before a click.
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES_UNDER_TEST, FIXTURES, fixture } from './test-support/cms-block-fixtures';
import { attr, parse, render, renderOne, tags } from './test-support/render-blocks';

describe('images', () => {
  it('every image of every block carries its width, height and alt text', () => {
    const html = render(parse(BLOCK_TYPES_UNDER_TEST.map((t) => fixture(t).raw)));
    const images = tags(html, 'img');
    // hero, card, image-text, logo, testimonial photo, video poster, team photo, resource cover
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const img of images) {
      expect(attr(img, 'width'), img).toMatch(/^\d+$/);
      expect(attr(img, 'height'), img).toMatch(/^\d+$/);
      expect(attr(img, 'alt'), img).toBeDefined();
    }
  });

  it('uses the media library alt text and Strapi sizes for the srcset', () => {
    const [img] = tags(renderOne('blocks.image-text'), 'img');
    expect(img).toBeDefined();
    expect(attr(img!, 'alt')).toBe('Council depot with a new network cabinet');
    expect(attr(img!, 'width')).toBe('1200');
    expect(attr(img!, 'height')).toBe('800');
    expect(attr(img!, 'srcSet') ?? attr(img!, 'srcset')).toMatch(/\/uploads\/small_depot_[0-9a-f]+\.webp 500w/);
  });

  it('loads the first block image eagerly and later ones lazily', () => {
    const html = render(parse([FIXTURES['blocks.hero']!.raw, FIXTURES['blocks.image-text']!.raw]));
    const [heroImg, laterImg] = tags(html, 'img');
    expect(attr(heroImg!, 'loading')).toBe('eager');
    expect(attr(laterImg!, 'loading')).toBe('lazy');
  });

  it('marks a testimonial photo without alt text as decorative (alt="")', () => {
    const [img] = tags(renderOne('blocks.testimonial'), 'img');
    expect(attr(img!, 'alt')).toBe('');
  });
});

describe('video block', () => {
  it('renders a play button and no iframe, so nothing is requested from YouTube before a click', () => {
    const html = renderOne('blocks.video');
    const buttons = tags(html, 'button');
    expect(buttons).toHaveLength(1);
    expect(attr(buttons[0]!, 'type')).toBe('button');
    expect(html).toContain('Play video: ');
    expect(html).not.toMatch(/<iframe/i);
    // The address travels only in the island's props (data-props), which load nothing.
    expect(html).not.toMatch(/\s(src|srcset|href)="[^"]*(youtube|dQw4w9WgXcQ)/i);
    expect(html).toMatch(/<ironbark-island data-island="video" data-wake="intent"/);
  });
});

describe('the first screen image', () => {
  it("preloads a first hero's picture for wide screens only, where it is beside the text, and fetches it at low priority elsewhere", () => {
    const html = render(parse([FIXTURES['blocks.hero']!.raw]));
    const [img] = tags(html, 'img');
    expect(attr(img!, 'fetchPriority') ?? attr(img!, 'fetchpriority')).toBe('low');
    expect(attr(img!, 'loading')).toBe('eager');
    const preloads = tags(html, 'link').filter((l) => attr(l, 'rel') === 'preload');
    expect(preloads).toHaveLength(1);
    expect(attr(preloads[0]!, 'media')).toBe('(min-width: 901px)');
    expect(attr(preloads[0]!, 'fetchPriority') ?? attr(preloads[0]!, 'fetchpriority')).toBe('high');
    // The same candidates as the <img>, so the browser takes the preloaded file.
    expect(attr(preloads[0]!, 'imageSrcSet') ?? attr(preloads[0]!, 'imagesrcset')).toBe(attr(img!, 'srcSet') ?? attr(img!, 'srcset'));
    expect(attr(preloads[0]!, 'imageSizes') ?? attr(preloads[0]!, 'imagesizes')).toBe(attr(img!, 'sizes'));
  });

  it("never fetches a compact hero's picture on screens that hide it (lazy there), and preloads it where it shows", () => {
    const compact = { ...(FIXTURES['blocks.hero']!.raw as Record<string, unknown>), variant: 'compact' };
    const html = render(parse([compact]));
    const [img] = tags(html, 'img');
    expect(attr(img!, 'loading')).toBe('lazy');
    const preloads = tags(html, 'link').filter((l) => attr(l, 'rel') === 'preload');
    expect(preloads.map((l) => attr(l, 'media'))).toEqual(['(min-width: 901px)']);
  });

  it('preloads nothing for a hero further down the page', () => {
    const html = render(parse([FIXTURES['blocks.image-text']!.raw, FIXTURES['blocks.hero']!.raw]));
    expect(tags(html, 'link').filter((l) => attr(l, 'rel') === 'preload')).toEqual([]);
  });
});
