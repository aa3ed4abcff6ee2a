import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRAND_ICONS, ICONS, Icon } from './icon';
import { iconSprite } from './icon-sprite.server';

describe('icon sprite', () => {
  it('has one symbol per icon, drawn with Lucide paths, under an address that carries its hash', () => {
    const { url, svg } = iconSprite();
    expect(url).toMatch(/^\/assets\/icons-[\w]{10}\.svg$/);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const ids = [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual([...Object.keys(ICONS), ...Object.keys(BRAND_ICONS)].sort());
    expect(svg).toContain(`<symbol id="youtube" viewBox="0 0 24 24"><path fill="currentColor" d="${BRAND_ICONS.youtube}"/></symbol>`);
    expect(svg).toMatch(/<symbol id="network" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75"[^>]*>(<(path|rect|circle|line|polyline) [^>]*>(<\/\2>)?)+<\/symbol>/);
    expect(svg).not.toContain('<svg xmlns="http://www.w3.org/2000/svg" width');
  });

  it('is the same on every call (and so on every server instance)', () => {
    expect(iconSprite()).toEqual(iconSprite());
  });

  it('lets <Icon> reference the sprite instead of drawing the paths', () => {
    const { url } = iconSprite();
    const html = renderToStaticMarkup(createElement(Icon, { name: 'network', size: 18, className: 'x' }));
    expect(html).toBe(`<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" class="x"><use href="${url}#network"></use></svg>`);
    expect(renderToStaticMarkup(createElement(Icon, { name: 'none' }))).toBe('');
  });
});
