import { describe, expect, it } from 'vitest';
import { BELOW_ATTR, CriticalCss, FOLD_BLOCKS, FOLD_GUARD, FOLD_MAX_BLOCKS, LIGHT_BLOCK_CHARS, firstScreen, firstScreenClasses, inlineVars, requiredClasses, unicodeRanges } from './critical-css.server';

const page = (main: string, rest = '') =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><header class="head"><nav class="menu"><div hidden=""><div class="panel">x</div></div></nav><dialog class="sheet"><p class="inside">m</p></dialog></header><main>${main}</main><footer class="foot">f</footer>${rest}</body></html>`;
/** A page of just a header (its first screen) and an empty <main>. */
const headerOnly = (header: string) => `<html><body>${header}<main></main></body></html>`;
/** Blocks with more text than a light block (LIGHT_BLOCK_CHARS): the first screen is FOLD_BLOCKS of them. */
const blocks = (n: number) => Array.from({ length: n }, (_, i) => `<section class="block-${i}">${'b'.repeat(LIGHT_BLOCK_CHARS + 1)}</section>`).join('');

describe('firstScreenClasses', () => {
  it('takes the header, fixed notices and the first blocks of <main>, not what is hidden, below them or in the footer', () => {
    const classes = firstScreenClasses(page(`<script type="application/ld+json">{}</script>${blocks(FOLD_BLOCKS + 2)}`, '<section class="notice">n</section>'));
    expect([...classes].sort()).toEqual(['head', 'menu', 'notice', ...Array.from({ length: FOLD_BLOCKS }, (_, i) => `block-${i}`)].sort());
  });

  it('counts the children of an <article> opening <main> as its blocks, and what follows the article as below', () => {
    const article = `<article><script type="application/ld+json">{}</script>${blocks(FOLD_BLOCKS + 1)}</article><section class="after">a</section>`;
    const classes = firstScreenClasses(page(article));
    for (let i = 0; i < FOLD_BLOCKS; i++) expect(classes.has(`block-${i}`)).toBe(true);
    expect(classes.has(`block-${FOLD_BLOCKS}`)).toBe(false);
    expect(classes.has('after')).toBe(false);
    expect(firstScreen(page(article)).article).toBe(true);
    expect(new CriticalCss('body{margin:0}').forPage(page(article)).endsWith(FOLD_GUARD)).toBe(true);
    // An <article> after the first block is a block like any other.
    expect(firstScreenClasses(page(`<section class="first">x</section><article class="second"><div class="inner">y</div></article>`)).has('inner')).toBe(FOLD_BLOCKS >= 2);
  });

  it('marks what it puts below the first screen, so the guard and the boot script select exactly that', () => {
    const { html } = new CriticalCss('body{margin:0}').split(page(`<script type="application/ld+json">{}</script>${blocks(FOLD_BLOCKS + 2)}`));
    const marked = [...html.matchAll(new RegExp(`<\\w+ ${BELOW_ATTR}[^>]*>`, 'g'))].map((m) => m[0]);
    expect(marked).toEqual([
      `<section ${BELOW_ATTR} class="block-${FOLD_BLOCKS}">`,
      `<section ${BELOW_ATTR} class="block-${FOLD_BLOCKS + 1}">`,
      `<footer ${BELOW_ATTR} class="foot">`,
    ]);
    // Nothing else changed.
    expect(html.replaceAll(` ${BELOW_ATTR}`, '')).toBe(page(`<script type="application/ld+json">{}</script>${blocks(FOLD_BLOCKS + 2)}`));
    // An article page: its own blocks past the fold and what follows the article.
    const article = new CriticalCss('').split(page(`<article>${blocks(FOLD_BLOCKS + 1)}</article><aside class="related">r</aside>`)).html;
    expect(article).toContain(`<section ${BELOW_ATTR} class="block-${FOLD_BLOCKS}">`);
    expect(article).toContain(`<aside ${BELOW_ATTR} class="related">`);
    expect(article).not.toContain(`<article ${BELOW_ATTR}`);
    expect(FOLD_GUARD).toContain(`[${BELOW_ATTR}]`);
  });

  it('takes a third block when the first two are light (no picture, little text), never a fourth', () => {
    const light = (cls: string, inner = 'Short') => `<section class="${cls}">${inner}</section>`;
    const rest = blocks(4).replaceAll('block-', 'later-');
    expect(FOLD_MAX_BLOCKS).toBe(FOLD_BLOCKS + 1);
    const both = firstScreenClasses(page(`${light('a')}${light('b')}${rest}`));
    expect(['a', 'b', 'later-0'].every((c) => both.has(c))).toBe(true);
    expect(both.has('later-1')).toBe(false);
    // A picture in either of the first two, or more text than a light block holds: two blocks.
    expect(firstScreenClasses(page(`${light('a', '<picture><img src="/x.png" alt=""></picture>')}${light('b')}${rest}`)).has('later-0')).toBe(false);
    expect(firstScreenClasses(page(`${light('a')}${light('b', 'x'.repeat(LIGHT_BLOCK_CHARS + 1))}${rest}`)).has('later-0')).toBe(false);
    // The mark follows the same decision.
    const { html } = new CriticalCss('').split(page(`${light('a')}${light('b')}${rest}`));
    expect(html).toContain(`<section class="later-0">`);
    expect(html).toContain(`<section ${BELOW_ATTR} class="later-1">`);
  });

  it('counts an open dialog as shown', () => {
    expect(firstScreenClasses('<html><body><dialog open="" class="popup"><p class="t">x</p></dialog></body></html>')).toEqual(new Set(['popup', 't']));
  });

  it('collects the element names shown, not those hidden or below the first screen', () => {
    const { tags } = firstScreen(page(`<section><h2>a</h2></section>${blocks(FOLD_BLOCKS)}<section><h4>b</h4></section>`));
    expect(tags.has('h2')).toBe(true);
    expect(tags.has('nav')).toBe(true);
    expect(tags.has('h4')).toBe(false); // the fourth block
    expect(tags.has('p')).toBe(false); // only in the closed dialog
    expect(tags.has('footer')).toBe(false);
  });
});

describe('inlineVars', () => {
  const values = (name: string) => ({ '--a': '1rem', '--b': 'red' })[name];
  it('writes known custom properties in place of their var(), fallbacks included, and leaves the others', () => {
    expect(inlineVars('margin:0 var(--a) calc(var(--a) * 2)', values)).toBe('margin:0 1rem calc(1rem * 2)');
    expect(inlineVars('color:var(--b, blue)', values)).toBe('color:red');
    expect(inlineVars('top:var(--x, var(--a))', values)).toBe('top:var(--x, 1rem)');
    expect(inlineVars('top:var(--x,calc(1px + 2px))', values)).toBe('top:var(--x,calc(1px + 2px))');
  });
});

describe('unicodeRanges', () => {
  it('reads single code points, ranges and wildcards', () => {
    expect(unicodeRanges('U+0-FF, U+131, u+4??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
    expect(unicodeRanges(undefined)).toBeNull();
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
    '@font-face{font-family:X;src:url(/x.woff2)}:root{--c:red}body{margin:0;color:var(--c)}.head{color:red;animation:spin 1s}.panel{color:blue}.block-0,.unused{top:0}@media (max-width:700px){.head{color:green}.block-9{color:pink}}@keyframes spin{from{opacity:0}}@keyframes idle{from{opacity:0}}',
  );

  it('writes the tokens in, and keeps only the custom properties the kept rules or the page still use, directly or through another', () => {
    const tokens = new CriticalCss(
      ':root{--a:red;--b:var(--a);--unused:blue;--only-panel:0;--inline:1px;--twice:1s;--uses-a:var(--a)}body{color:var(--b);top:var(--twice)}.panel{top:var(--only-panel)}.gone{--x:1}@media (min-width:9px){:root{--twice:2s}}',
    );
    const out = tokens.forPage(`<html><body><header style="margin:var(--inline);padding:var(--uses-a)"></header><main></main></body></html>`);
    // --a and --b are written into body's rule; --twice is not a token (defined twice) and stays a var().
    expect(out).toContain('body{color:red;top:var(--twice)}');
    // The markup's own var()s need their properties (with the tokens they use written in).
    expect(out).toContain(':root{--inline:1px;--twice:1s;--uses-a:red}');
    expect(out).toContain('@media (min-width:9px){:root{--twice:2s}}');
    expect(out).not.toContain('--unused');
    expect(out).not.toContain('--only-panel');
    expect(out).not.toContain('.gone');
    // A rule of custom properties alone that are all unused goes entirely.
    expect(new CriticalCss(':root{--z:1}body{margin:0}').forPage('<html><body></body></html>')).not.toContain(':root');
  });

  it('does not write in a token the page sets itself', () => {
    const tokens = new CriticalCss(':root{--gap:1rem;--pad:2rem}.head{gap:var(--gap);padding:var(--pad)}');
    const out = tokens.forPage(headerOnly('<header class="head" style="--gap:3rem"></header>'));
    expect(out).toContain('.head{gap:var(--gap);padding:2rem}');
    expect(out).toContain(':root{--gap:1rem}');
  });

  it('keeps a rule only when the first screen has the elements its selector requires', () => {
    const tags = new CriticalCss('h1,h4{margin:0}body p{color:red}html{color:blue}*{box-sizing:border-box}.prose pre{top:0}');
    const out = tags.forPage('<html><body><header><h1>t</h1></header><main><section><h4 hidden="">x</h4></section></main></body></html>');
    expect(out).toContain('h1{margin:0}');
    expect(out).not.toContain('h4');
    expect(out).not.toContain('body p');
    expect(out).toContain('html{color:blue}');
    expect(out).toContain('*{box-sizing:border-box}');
    expect(out).not.toContain('pre');
  });

  it('keeps a rule for an attribute only when the first screen has it, but for the boot flags on <html> and [open]', () => {
    const states = new CriticalCss(
      '.bar[data-sticky=true]{position:fixed}.bar[data-sticky=false]{top:0}.menu[aria-current=page]{color:red}.btn[disabled]{opacity:.5}html[data-js] .bar{top:1px}:root[data-css] .bar{top:2px}details[open] .bar{top:3px}.bar:not([hidden]){top:4px}',
    );
    const out = states.forPage('<html><body><header class="bar" data-sticky="false"><a class="menu" aria-current="page">x</a><details><summary>s</summary></details></header><main></main></body></html>');
    expect(out).not.toContain('[data-sticky=true]');
    expect(out).toContain('.bar[data-sticky=false]{top:0}');
    expect(out).toContain('.menu[aria-current=page]{color:red}');
    expect(out).not.toContain('[disabled]');
    expect(out).toContain('html[data-js] .bar{top:1px}');
    expect(out).toContain(':root[data-css] .bar{top:2px}');
    expect(out).toContain('details[open] .bar{top:3px}');
    expect(out).toContain('.bar:not([hidden]){top:4px}');
  });

  it('leaves what only tunes motion to the stylesheet when the first screen starts none', () => {
    const motion = new CriticalCss('@media (prefers-reduced-motion:reduce){*{animation-duration:.01ms!important;scroll-behavior:auto!important}}.head{color:red}.spin{animation:spin 1s}@keyframes spin{to{opacity:0}}');
    const still = motion.forPage(headerOnly('<header class="head"></header>'));
    expect(still).not.toContain('prefers-reduced-motion');
    expect(still).not.toContain('animation');
    const moving = motion.forPage(headerOnly('<header class="head spin"></header>'));
    expect(moving).toContain('@media (prefers-reduced-motion:reduce){*{animation-duration:.01ms!important;scroll-behavior:auto!important}}');
    expect(moving).toContain('@keyframes spin');
  });

  it('leaves hover effects and transitions to the stylesheet', () => {
    const motion = new CriticalCss('.head{color:red;transition:color 1s}.head:hover,.head:focus-visible{color:blue}.head:hover{color:green}');
    const out = motion.forPage(headerOnly('<header class="head"></header>'));
    expect(out).toContain('.head{color:red}');
    expect(out).toContain('.head:focus-visible{color:blue}');
    expect(out).not.toContain(':hover');
    expect(out).not.toContain('transition');
  });

  it('leaves icons to the stylesheet, even on the first screen', () => {
    const icons = new CriticalCss('.i{background-color:currentColor}.i-network{mask-image:url(a.svg)}.card .i{margin:0}.head{color:red}');
    const out = icons.forPage(headerOnly('<header class="head"><svg class="i i-network" width="18" height="18"></svg></header>'));
    expect(out).toContain('.head{color:red}');
    expect(out).not.toMatch(/\.i\b|mask|currentColor|margin/);
  });

  it('keeps a @font-face only when the page has a character in its unicode-range', () => {
    const fonts = new CriticalCss('@font-face{font-family:L;src:url(/l.woff2);unicode-range:U+0-FF}@font-face{font-family:E;src:url(/e.woff2);unicode-range:U+100-24F}');
    const plain = fonts.forPage('<html><body><main><p>Cafe</p></main></body></html>');
    expect(plain).toContain('font-family:L');
    expect(plain).not.toContain('font-family:E');
    expect(fonts.forPage('<html><body><main><p>Māori</p></main></body></html>')).toContain('font-family:E');
    expect(fonts.forPage('<html><body><main><p>M&#x101;ori</p></main></body></html>')).toContain('font-family:E');
  });

  it('keeps what the first screen uses and what needs no class, and adds the guard for the rest', () => {
    const out = css.forPage(page(blocks(5)));
    expect(out).toContain('@font-face{');
    expect(out).not.toContain(':root');
    expect(out).toContain('body{margin:0;color:red}');
    expect(out).toContain('.head{color:red;animation:spin 1s}');
    expect(out).toContain('.block-0{top:0}');
    expect(out).toContain('@media (max-width:700px){.head{color:green}}');
    expect(out).toContain('@keyframes spin');
    expect(out).not.toContain('@keyframes idle');
    expect(out).not.toContain('.panel');
    expect(out).not.toContain('.unused');
    expect(out).not.toContain('.block-9');
    expect(out.endsWith(FOLD_GUARD)).toBe(true);
  });
});
