// The icon sprite: one SVG file with a <symbol> per icon of ui/icon.tsx, drawn from the same Lucide
// components (and the footer's brand marks, BRAND_ICONS), so <Icon> can reference it (<use href="/assets/icons-<hash>.svg#name">) instead of
// repeating each icon's paths in every page. Built once at start-up; its address carries a hash of
// its content, so it is cached for a year and every server instance agrees on it.
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND_ICONS, ICONS, ICON_STROKE_WIDTH, setIconSpriteUrl } from './icon';

export interface IconSprite {
  url: string;
  svg: string;
}

let sprite: IconSprite | undefined;

/** The sprite and its address (built on the first call); also tells <Icon> the address. */
export function iconSprite(): IconSprite {
  if (sprite) return sprite;
  const symbols = Object.entries(ICONS).map(([name, Component]) => {
    const markup = renderToStaticMarkup(createElement(Component));
    const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${ICON_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
  });
  for (const [name, d] of Object.entries(BRAND_ICONS)) symbols.push(`<symbol id="${name}" viewBox="0 0 24 24"><path fill="currentColor" d="${d}"/></symbol>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
  sprite = { url: `/assets/icons-${hash}.svg`, svg };
  setIconSpriteUrl(sprite.url);
  return sprite;
}
