// The CSS a public page inlines: the rules its first screen needs, so no stylesheet request blocks
// the first paint. The rest comes with the site stylesheet, linked without blocking (render.server.ts
// and islands/boot.ts). Chosen per page from its HTML, by class name (CSS Modules make class names
// unique to their component):
// - the first screen is everything outside <main> but the footer (skip link, header, fixed notices)
//   plus the first FOLD_BLOCKS blocks of <main>;
// - content that is not shown when the page opens ([hidden], a closed <dialog>, <template>: menu
//   panels, the search panel, the mobile menu) is left to the stylesheet;
// - a rule is kept when every class, element and attribute its selector requires is on such an
//   element (:root, html, body and * always are; so are the boot script's flags on <html>), but
//   not for :hover, and without its transitions (both matter only once the visitor does
//   something: the stylesheet has them), nor for an icon (decorative, a data: URL of a few
//   hundred bytes each: ui/icon-css.server.ts), nor the declarations that only tune motion
//   (prefers-reduced-motion's animation-duration…) when no kept rule starts any;
// - @font-face is kept when the page has a character in its unicode-range, @keyframes when a
//   kept rule names it;
// - a design token (a custom property the stylesheet defines once, on :root) is written into the
//   kept rules in place of its var() (`var(--s-4)` becomes `1rem`: shorter, and the :root rule of
//   tokens goes), unless the page's markup sets it; of the custom properties left (those defined
//   more than once, like --dur and --cols, and those the markup uses), only those the kept rules
//   or the markup use, directly or through another property, are kept (the stylesheet defines
//   them all once it has arrived, with the same values).
// Until the stylesheet has arrived, the part of the page below the first screen is kept invisible
// and unrendered (FOLD_GUARD, with JavaScript only: boot.ts requests the stylesheet after the first
// paint, then shows those blocks one per frame and says when it is done), so it never shows
// unstyled, the first paint does not lay it out, and nothing moves when it arrives. The
// stylesheet is parsed once at start-up.
// The first screen is defined once, here (FOLD_BLOCKS and firstScreen's walk): split() writes
// BELOW_ATTR on every element it puts below the first screen, and both the guard's CSS and the
// boot script select by that attribute alone, so the three cannot disagree.
import { Parser } from 'htmlparser2';
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { ICON_CLASS } from '../src/ui/icon-class';

/**
 * Blocks of <main> (not counting scripts) drawn with the first screen: two, and a third when the
 * first two are light (LIGHT_BLOCK: no picture or video, little text, such as a compact hero and a
 * paragraph, together well under 900 px tall at 1440 wide), so that page's third block, inside a
 * 1440x900 first screen, is drawn in the first paint (web/tests/e2e/first-screen.spec.ts). On the
 * bench routes the third starts at 1,168-1,584 px at 1440x900 (measured 27 November 2026) and their
 * first blocks are not light: their first-screen CSS stays as it was.
 */
export const FOLD_BLOCKS = 2;
export const FOLD_MAX_BLOCKS = 3;
/** A light block: no media element and at most this many characters of text. */
export const LIGHT_BLOCK_CHARS = 280;
const MEDIA = new Set(['img', 'picture', 'video', 'iframe', 'object', 'embed']);
/** Written by split() on each element below the first screen: the guard and boot.ts select by it. */
export const BELOW_ATTR = 'data-below';
/** Set by boot.ts on each element below the first screen as it draws it, once the stylesheet has arrived. */
export const SHOWN_ATTR = 'data-shown';
/** Hides what is below the first screen until the whole stylesheet has arrived (boot.ts sets data-css). */
export const FOLD_GUARD = `html[data-js]:not([data-css]) [${BELOW_ATTR}]:not([${SHOWN_ATTR}]){visibility:hidden;content-visibility:hidden;contain-intrinsic-size:auto 50rem}`;

/** A declaration; `tunes` when it only adjusts motion that another declaration starts. */
type Decl = { custom: string | null; text: string; tunes?: boolean };

/** Declarations that only adjust an animation or scrolling another rule starts (prefers-reduced-motion). */
const TUNES_MOTION = /^(animation-(?!name$)|scroll-behavior$)/i;
/** A declaration that starts motion. */
const STARTS_MOTION = /(^|[{;])(animation(-name)?:|scroll-behavior:smooth)/i;
type Node =
  | { kind: 'rule'; selectors: { text: string; classes: string[]; tags: string[]; attributes: string[] }[]; decls: Decl[] }
  | { kind: 'at'; prelude: string; children: Node[] }
  | { kind: 'font'; ranges: [number, number][] | null; text: string }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'keep'; text: string };

/** What a page's first screen shows when it opens: the classes and element names on it. */
export interface FirstScreen {
  classes: Set<string>;
  tags: Set<string>;
  /** The attributes on it, as `name` and `name=value`. */
  attributes: Set<string>;
  /** Does <main> open with an <article> whose children are the blocks? */
  article: boolean;
  /** Where each element below the first screen opens: the offset of its tag name's end in the HTML. */
  below: number[];
}

const HOVER = /:hover\b/i;
const isIconClass = (name: string) => name === ICON_CLASS || name.startsWith(`${ICON_CLASS}-`);

/** Elements every page has (a selector naming them needs nothing of the page). */
const ALWAYS_TAGS = new Set(['html', 'body', 'head']);

/** Classes a selector requires of the element it matches (or its ancestors): not those in :not(), :has() and the like. */
export function requiredClasses(selector: string): string[] {
  return required(selector).classes;
}

/** Attributes the browser changes without a script (a <details> opened by the visitor). */
const NATIVE_STATES = new Set(['open']);

/**
 * Classes, element names and attributes (`name` or `name=value`) a selector requires (outside
 * :not(), :has(), :is() and the like). Attributes on <html> (:root) are not required: the boot
 * script sets its flags there before the first paint; other attributes only change once the
 * islands wake, which they do after the stylesheet has arrived (islands.ts).
 */
function required(selector: string): { classes: string[]; tags: string[]; attributes: string[] } {
  const classes: string[] = [];
  const tags: string[] = [];
  const attributes: string[] = [];
  const onRoot = (node: selectorParser.Node) => {
    const siblings = node.parent?.nodes ?? [];
    const at = siblings.indexOf(node);
    const compound = (step: number) => {
      for (let i = at; i >= 0 && i < siblings.length && siblings[i]!.type !== 'combinator'; i += step) {
        const n = siblings[i]!;
        if ((n.type === 'tag' && n.value.toLowerCase() === 'html') || (n.type === 'pseudo' && n.value === ':root')) return true;
      }
      return false;
    };
    return compound(-1) || compound(1);
  };
  const outsidePseudo = (node: selectorParser.Node) => {
    for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return false;
    return true;
  };
  selectorParser((root) => {
    root.walkClasses((node) => {
      if (outsidePseudo(node)) classes.push(node.value);
    });
    root.walkTags((node) => {
      const tag = node.value.toLowerCase();
      if (outsidePseudo(node) && !ALWAYS_TAGS.has(tag)) tags.push(tag);
    });
    root.walkAttributes((node) => {
      const name = node.attribute.toLowerCase();
      if (!outsidePseudo(node) || NATIVE_STATES.has(name) || onRoot(node)) return;
      attributes.push(node.operator === '=' && !node.insensitive ? `${name}=${node.value ?? ''}` : name);
    });
  }).processSync(selector);
  return { classes, tags, attributes };
}

/** The code point ranges of a unicode-range descriptor (U+0-FF, U+131, U+4??), or null for none. */
export function unicodeRanges(value: string | undefined): [number, number][] | null {
  if (!value) return null;
  return value.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^u\+/i, '').split('-') as [string, string | undefined];
    if (to !== undefined) return [parseInt(from, 16), parseInt(to, 16)];
    return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)];
  });
}

function compile(node: ChildNode): Node | null {
  if (node.type === 'rule') {
    const rule = node as Rule;
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return { kind: 'keep', text: rule.toString() };
    const decls = rule.nodes
      // A transition only animates a change: nothing changes before the stylesheet has arrived.
      .filter((d) => !(d.type === 'decl' && /^transition/i.test(d.prop)))
      .map((d) => ({
        custom: d.type === 'decl' && d.prop.startsWith('--') ? d.prop : null,
        text: d.toString(),
        tunes: d.type === 'decl' && TUNES_MOTION.test(d.prop) && !/smooth/i.test(d.value),
      }));
    // Hover effects wait for the stylesheet: the first paint shows nothing hovered. So do icons
    // (decorative, each a data: URL of a few hundred bytes: ui/icon-css.server.ts); their boxes
    // keep their size meanwhile.
    const selectors = rule.selectors.filter((text) => !HOVER.test(text) && !required(text).classes.some(isIconClass));
    if (!selectors.length || !decls.length) return null;
    return { kind: 'rule', selectors: selectors.map((text) => ({ text, ...required(text) })), decls };
  }
  if (node.type === 'atrule') {
    const at = node as AtRule;
    if (/^font-face$/i.test(at.name)) {
      let range: string | undefined;
      at.walkDecls(/^unicode-range$/i, (d) => {
        range = d.value;
      });
      return { kind: 'font', ranges: unicodeRanges(range), text: at.toString() };
    }
    if (/keyframes$/i.test(at.name)) return { kind: 'keyframes', name: at.params.trim(), text: at.toString() };
    // @media, @supports, @container, @layer blocks hold rules to choose from; the rest is kept whole.
    if (at.nodes && /^(media|supports|container|layer)$/i.test(at.name)) {
      return { kind: 'at', prelude: `@${at.name} ${at.params}`, children: at.nodes.map(compile).filter((n): n is Node => n !== null) };
    }
    return { kind: 'keep', text: at.toString() };
  }
  return null;
}

/** What a page needs of the stylesheet, for emit(). */
interface Choice {
  screen: FirstScreen;
  /** Keep this custom property's definition? */
  keepVar: (name: string) => boolean;
  /** The text with the page's inlined tokens written in place of their var(). */
  inline: (text: string) => string;
  /** Keep this @font-face (by its unicode-range)? */
  keepFont: (ranges: [number, number][] | null) => boolean;
  /** Keep this @keyframes (null: none yet, the first pass)? */
  keepKeyframes: ((name: string) => boolean) | null;
  /** Do the kept rules start any motion (else what only tunes it goes)? */
  motion: boolean;
}

function emit(node: Node, choice: Choice): string {
  if (node.kind === 'keep') return node.text;
  if (node.kind === 'font') return choice.keepFont(node.ranges) ? node.text : '';
  if (node.kind === 'keyframes') return choice.keepKeyframes?.(node.name) ? node.text : '';
  if (node.kind === 'at') {
    const inner = node.children.map((c) => emit(c, choice)).join('');
    return inner ? `${node.prelude}{${inner}}` : '';
  }
  const { classes, tags } = choice.screen;
  const { attributes } = choice.screen;
  const kept = node.selectors
    .filter((s) => s.classes.every((c) => classes.has(c)) && s.tags.every((t) => tags.has(t)) && s.attributes.every((a) => attributes.has(a)))
    .map((s) => s.text);
  if (!kept.length) return '';
  const body = node.decls
    .filter((d) => (d.custom === null || choice.keepVar(d.custom)) && (choice.motion || !d.tunes))
    .map((d) => choice.inline(d.text));
  return body.length ? `${kept.join(',')}{${body.join(';')}}` : '';
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** The custom properties a text refers to with var(). */
function varReferences(text: string): string[] {
  return [...text.matchAll(VAR_REFERENCE)].map((m) => m[1]!);
}

/** The text with each var(--name[, fallback]) whose name has a value in `values` replaced by that value. */
export function inlineVars(text: string, values: (name: string) => string | undefined): string {
  let out = '';
  let at = 0;
  for (let start = text.indexOf('var(', at); start !== -1; start = text.indexOf('var(', at)) {
    // The var()'s closing parenthesis (its fallback may hold parentheses of its own).
    let depth = 0;
    let end = start + 3;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')' && --depth === 0) break;
    }
    const inner = text.slice(start + 4, end);
    const comma = inner.indexOf(',');
    const name = (comma === -1 ? inner : inner.slice(0, comma)).trim();
    const value = values(name);
    out += text.slice(at, start);
    if (value !== undefined) out += value;
    else out += comma === -1 ? `var(${inner})` : `var(${inner.slice(0, comma)},${inlineVars(inner.slice(comma + 1), values)})`;
    at = end + 1;
  }
  return out + text.slice(at);
}

/** A custom property a page's markup sets (style="--name: …"). */
const VAR_SET = /(--[\w-]+)\s*:/g;
/** A numeric character reference, for the characters a page writes as entities. */
const NUMERIC_ENTITY = /&#(?:x([0-9a-f]+)|(\d+));/gi;

/** The characters of a page beyond ASCII (its text written out, entities decoded). */
function pageCharacters(html: string): number[] {
  const codes = new Set<number>();
  const text = html.replace(NUMERIC_ENTITY, (_, hex?: string, dec?: string) => String.fromCodePoint(hex ? parseInt(hex, 16) : Number(dec)));
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code > 0x7f) codes.add(code);
  }
  return [...codes];
}

/** What the page's first screen shows when it opens: the classes and element names on it. */
export function firstScreen(html: string): FirstScreen {
  const classes = new Set<string>();
  const tags = new Set<string>();
  const attributes = new Set<string>();
  // One entry per open element: does it hide its content, or start content below the first screen?
  const stack: { hides: boolean; below: boolean; main: boolean; article?: boolean }[] = [];
  let afterArticle = false;
  let hidden = 0;
  let below = 0;
  let blocks = -1;
  const marks: number[] = [];
  // The block being read (its depth on the stack), and whether each block so far was light.
  let open: { depth: number; chars: number; media: boolean } | null = null;
  const light: boolean[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const parent = stack[stack.length - 1];
        const hides = 'hidden' in attrs || (name === 'dialog' && !('open' in attrs)) || name === 'template';
        let startsBelow = false;
        // An <article> opening <main> is not a block: its children are (FOLD_GUARD), and what follows it is below.
        const article = name === 'article' && stack.length === 3 && !!parent?.main && blocks === -1;
        if (parent?.main && !article && !['script', 'style', 'template', 'link', 'meta', 'title'].includes(name)) {
          const index = ++blocks;
          const allLight = light.length === index && light.every(Boolean);
          startsBelow = afterArticle || index >= FOLD_MAX_BLOCKS || (index >= FOLD_BLOCKS && !allLight);
          open = { depth: stack.length, chars: 0, media: false };
        } else if (open && MEDIA.has(name)) open.media = true;
        if (name === 'footer' && stack.length === 2) startsBelow = true; // html > body > footer
        // The outermost element of each part below the first screen carries the mark.
        if (startsBelow && below === 0) marks.push(parser.startIndex + 1 + name.length);
        stack.push({ hides, below: startsBelow, main: (name === 'main' && stack.length === 2) || article, article });
        if (hides) hidden++;
        if (startsBelow) below++;
        if (hidden || below) return;
        tags.add(name);
        for (const [attribute, value] of Object.entries(attrs)) attributes.add(attribute).add(`${attribute}=${value}`);
        for (const c of attrs.class?.split(/\s+/) ?? []) if (c) classes.add(c);
      },
      ontext(text) {
        if (open) open.chars += text.trim().length;
      },
      onclosetag() {
        const top = stack.pop();
        if (open && stack.length === open.depth) {
          light.push(!open.media && open.chars <= LIGHT_BLOCK_CHARS);
          open = null;
        }
        if (top?.article) afterArticle = true;
        if (top?.hides) hidden--;
        if (top?.below) below--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return { classes, tags, attributes, article: afterArticle, below: marks };
}

/** The HTML with BELOW_ATTR written on each element the first screen leaves below it. */
export function markBelow(html: string, screen: FirstScreen): string {
  let out = '';
  let at = 0;
  for (const offset of screen.below) {
    out += `${html.slice(at, offset)} ${BELOW_ATTR}`;
    at = offset;
  }
  return out + html.slice(at);
}

/** The classes on the elements of the page's first screen that are shown when it opens. */
export function firstScreenClasses(html: string): Set<string> {
  return firstScreen(html).classes;
}

export class CriticalCss {
  private readonly nodes: Node[];
  /** For each custom property the stylesheet defines: the values it is given. */
  private readonly definitions = new Map<string, string[]>();
  /** The design tokens: custom properties defined once, on :root (outside any @media and the like). */
  private readonly tokens = new Map<string, string>();
  /** The tokens' values with the other tokens they use written in (for pages that set none of them). */
  private readonly resolved: Map<string, string>;

  constructor(stylesheet: string) {
    this.nodes = postcss
      .parse(stylesheet)
      .nodes.map(compile)
      .filter((n): n is Node => n !== null);
    const walk = (node: Node, top: boolean) => {
      if (node.kind === 'at') node.children.forEach((child) => walk(child, false));
      if (node.kind !== 'rule') return;
      const root = top && node.selectors.length === 1 && node.selectors[0]!.text === ':root';
      for (const d of node.decls) {
        if (d.custom === null) continue;
        const value = d.text.slice(d.text.indexOf(':') + 1).trim();
        const values = this.definitions.get(d.custom) ?? [];
        values.push(value);
        this.definitions.set(d.custom, values);
        if (root) this.tokens.set(d.custom, value);
      }
    };
    this.nodes.forEach((node) => walk(node, true));
    for (const [name, values] of this.definitions) if (values.length > 1) this.tokens.delete(name);
    this.resolved = this.resolve(new Set());
  }

  /** The tokens' values, each with the tokens it uses written in, but for those the page sets. */
  private resolve(setByPage: Set<string>): Map<string, string> {
    const resolved = new Map<string, string>();
    const resolving = new Set<string>();
    const value = (name: string): string | undefined => {
      const raw = this.tokens.get(name);
      if (raw === undefined || setByPage.has(name) || resolving.has(name)) return undefined;
      if (!resolved.has(name)) {
        resolving.add(name);
        resolved.set(name, inlineVars(raw, value));
        resolving.delete(name);
      }
      return resolved.get(name);
    };
    for (const name of this.tokens.keys()) value(name);
    return resolved;
  }

  /** The rules the page's first screen needs, and the guard that hides the rest until the stylesheet arrives. */
  forPage(html: string): string {
    return this.split(html).css;
  }

  /**
   * The page split at its first screen: the CSS to inline (the rules of the first screen, and the
   * guard) and the HTML with the part below the first screen marked for the guard and boot.ts.
   */
  split(page: string): { css: string; html: string } {
    const screen = firstScreen(page);
    return { css: this.rulesFor(page, screen), html: markBelow(page, screen) };
  }

  private rulesFor(html: string, screen: FirstScreen): string {
    const setByPage = new Set([...html.matchAll(VAR_SET)].map((m) => m[1]!).filter((name) => this.tokens.has(name)));
    const values = setByPage.size ? this.resolve(setByPage) : this.resolved;
    const inline = (text: string) => inlineVars(text, (name) => values.get(name));
    const characters = [0x41, ...pageCharacters(html)];
    const keepFont = (ranges: [number, number][] | null) => !ranges || characters.some((c) => ranges.some(([from, to]) => c >= from && c <= to));
    // First pass: the kept rules without custom properties or @keyframes. The custom properties
    // they and the page still use (not written in), then those these use in turn.
    const first = this.nodes.map((n) => emit(n, { screen, keepVar: () => false, inline, keepFont, keepKeyframes: null, motion: true })).join('');
    const motion = STARTS_MOTION.test(first);
    const used = new Set([...varReferences(first), ...varReferences(html)]);
    for (const name of used) for (const value of this.definitions.get(name) ?? []) for (const ref of varReferences(inline(value))) used.add(ref);
    const keepKeyframes = (name: string) => new RegExp(`(^|[\\s:,])${name.replace(/[^\w-]/g, '\\$&')}([\\s;,}]|$)`).test(first);
    return this.nodes.map((n) => emit(n, { screen, keepVar: (name) => used.has(name), inline, keepFont, keepKeyframes, motion })).join('') + FOLD_GUARD;
  }
}
