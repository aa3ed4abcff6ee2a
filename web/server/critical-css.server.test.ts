import { describe, expect, it } from 'vitest';
import { CriticalCss, FOLD_BLOCKS, FOLD_GUARD, firstScreenClasses, requiredClasses } from './critical-css.server';

const page = (main: string, rest = '') =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><header class="head"><nav class="menu"><div hidden=""><div class="panel">x</div></div></nav><dialog class="sheet"><p class="inside">m</p></dialog></header><main>${main}</main><footer class="foot">f</footer>${rest}</body></html>`;
const blocks = (n: number) => Array.from({ length: n }, (_, i) => `<section class="block-${i}">b</section>`).join('');

describe('firstScreenClasses', () => {
  it('takes the header, fixed notices and the first blocks of <main>, not what is hidden, below them or in the footer', () => {
    const classes = firstScreenClasses(page(`<script type="application/ld+json">{}</script>${blocks(FOLD_BLOCKS + 2)}`, '<section class="notice">n</section>'));
    expect([...classes].sort()).toEqual(['head', 'menu', 'notice', ...Array.from({ length: FOLD_BLOCKS }, (_, i) => `block-${i}`)].sort());
  });

  it('counts an open dialog as shown', () => {
    expect(firstScreenClasses('<html><body><dialog open="" class="popup"><p class="t">x</p></dialog></body></html>')).toEqual(new Set(['popup', 't']));
  });
});

describe('requiredClasses', () => {
  it('are the classes of the compound selectors, not those inside :not() or :has()', () => {
    expect(requiredClasses('.a .b:hover')).toEqual(['a', 'b']);
    expect(requiredClasses('html[data-js] .bar:not(.x)')).toEqual(['bar']);
    expect(requiredClasses('.card:has(.link:focus-visible)')).toEqual(['card']);
  });
});

describe('CriticalCss', () => {
  const css = new CriticalCss(
    '@font-face{font-family:X;src:url(/x.woff2)}:root{--c:red}body{margin:0;color:var(--c)}.head{color:red}.panel{color:blue}.block-0,.unused{top:0}@media (max-width:700px){.head{color:green}.block-9{color:pink}}@keyframes spin{from{opacity:0}}',
  );

  it('keeps only the custom properties the kept rules or the page use, directly or through another', () => {
    const tokens = new CriticalCss(
      ':root{--a:red;--b:var(--a);--unused:blue;--only-panel:0;--inline:1px}body{color:var(--b)}.panel{top:var(--only-panel)}.gone{--x:1}',
    );
    const out = tokens.forPage(`<html><body><header style="margin:var(--inline)"></header><main></main></body></html>`);
    expect(out).toContain(':root{--a:red;--b:var(--a);--inline:1px}');
    expect(out).toContain('body{color:var(--b)}');
    expect(out).not.toContain('--unused');
    expect(out).not.toContain('--only-panel');
    expect(out).not.toContain('.gone');
    // A rule of custom properties alone that are all unused goes entirely.
    expect(new CriticalCss(':root{--z:1}body{margin:0}').forPage('<html><body></body></html>')).not.toContain(':root');
  });

  it('keeps what the first screen uses and what needs no class, and adds the guard for the rest', () => {
    const out = css.forPage(page(blocks(5)));
    expect(out).toContain('@font-face{');
    expect(out).toContain(':root{--c:red}');
    expect(out).toContain('body{margin:0;color:var(--c)}');
    expect(out).toContain('.head{color:red}');
    expect(out).toContain('.block-0{top:0}');
    expect(out).toContain('@media (max-width:700px){.head{color:green}}');
    expect(out).toContain('@keyframes spin');
    expect(out).not.toContain('.panel');
    expect(out).not.toContain('.unused');
    expect(out).not.toContain('.block-9');
    expect(out.endsWith(FOLD_GUARD)).toBe(true);
  });
});
