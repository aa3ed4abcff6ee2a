import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRAND_ICONS, ICONS, Icon } from './icon';
import { iconCss, svgUrl } from './icon-css.server';

describe('icon stylesheet', () => {
  it('is what icon-css.server.ts makes of the icons (run vitest with -u after changing one)', async () => {
    await expect(iconCss()).toMatchFileSnapshot('../styles/icons.css');
  });

  it('has one mask per icon, drawn with Lucide paths, and the brand marks filled', () => {
    const css = iconCss();
    const names = [...css.matchAll(/^\.i-([\w-]+)\{--icon:url\("data:image\/svg\+xml,/gm)].map((m) => m[1]);
    expect(names.sort()).toEqual([...Object.keys(ICONS), ...Object.keys(BRAND_ICONS)].sort());
    expect(css).toMatch(/\.i-network\{--icon:url\("data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' fill='none' stroke='%23000' stroke-width='1\.75'[^"]*%3E(%3C(path|rect|circle|line|polyline) [^"]*)+%3C\/svg%3E"\)\}/);
    expect(css).toContain(`.i-youtube{--icon:${svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${BRAND_ICONS.youtube}"/></svg>`)}}`);
    // Nothing a url("...") could end early on, nor a fragment or an escape the browser would read.
    for (const [, url] of css.matchAll(/url\("([^"]*)"\)/g)) expect(url).not.toMatch(/[<>#"\n]|%(?![0-9A-F]{2})/);
  });

  it('is the same on every call (and so on every build)', () => {
    expect(iconCss()).toBe(iconCss());
  });
});

describe('<Icon>', () => {
  it('is an empty, decorative <svg> of its size that the stylesheet paints', () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: 'network', size: 18, className: 'x' }));
    expect(html).toBe('<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" class="i i-network x"></svg>');
    expect(renderToStaticMarkup(createElement(Icon, { name: 'linkedin' }))).toBe('<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" class="i i-linkedin"></svg>');
    expect(renderToStaticMarkup(createElement(Icon, { name: 'none' }))).toBe('');
  });
});
