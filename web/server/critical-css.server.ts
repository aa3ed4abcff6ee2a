// The CSS a public page inlines: the rules its first screen needs, so no stylesheet request blocks
// the first paint. The rest comes with the site stylesheet, linked without blocking (render.server.ts
// and islands/boot.ts). Chosen per page from its HTML, by class name (CSS Modules make class names
// unique to their component):
// - the first screen is everything outside <main> but the footer (skip link, header, fixed notices)
//   plus the first FOLD_BLOCKS blocks of <main>;
// - content that is not shown when the page opens ([hidden], a closed <dialog>, <template>: menu
//   panels, the search panel, the mobile menu) is left to the stylesheet;
// - a rule is kept when every class its selector requires is on such an element; rules without a
//   class (elements, :root, @font-face, @keyframes) are always kept;
// - of the custom properties those rules define (the design tokens on :root), only those the kept
//   rules or the page's own markup use, directly or through another property, are kept (the
//   stylesheet defines them all once it has arrived).
// Until the stylesheet has arrived, the part of the page below the first screen is kept invisible
// (FOLD_GUARD, with JavaScript only: boot.ts says when it arrived), so it never shows unstyled and
// nothing moves when it does. The stylesheet is parsed once at start-up.
import { Parser } from 'htmlparser2';
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** Blocks of <main> (not counting scripts) drawn with the first screen: 3 fill 1440x900. */
export const FOLD_BLOCKS = 3;
const NOT_BLOCKS = ':not(script,style,template,link,meta,title)';
/** Hides what is below the first screen until the whole stylesheet has arrived (boot.ts sets data-css). */
export const FOLD_GUARD = `html[data-js]:not([data-css]) body>main>:nth-child(n+${FOLD_BLOCKS + 1} of ${NOT_BLOCKS}),html[data-js]:not([data-css]) body>footer{visibility:hidden}`;

type Node =
  | { kind: 'rule'; selectors: { text: string; classes: string[] }[]; decls: { custom: string | null; text: string }[] }
  | { kind: 'at'; prelude: string; children: Node[] }
  | { kind: 'keep'; text: string };

/** Classes a selector requires of the element it matches (or its ancestors): not those in :not(), :has() and the like. */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  selectorParser((root) => {
    root.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return;
      classes.push(node.value);
    });
  }).processSync(selector);
  return classes;
}

function compile(node: ChildNode): Node | null {
  if (node.type === 'rule') {
    const rule = node as Rule;
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return { kind: 'keep', text: rule.toString() };
    const decls = rule.nodes.map((d) => ({ custom: d.type === 'decl' && d.prop.startsWith('--') ? d.prop : null, text: d.toString() }));
    return { kind: 'rule', selectors: rule.selectors.map((text) => ({ text, classes: requiredClasses(text) })), decls };
  }
  if (node.type === 'atrule') {
    const at = node as AtRule;
    // @media, @supports, @container, @layer blocks hold rules to choose from; the rest is kept whole.
    if (at.nodes && /^(media|supports|container|layer)$/i.test(at.name)) {
      return { kind: 'at', prelude: `@${at.name} ${at.params}`, children: at.nodes.map(compile).filter((n): n is Node => n !== null) };
    }
    return { kind: 'keep', text: at.toString() };
  }
  return null;
}

function emit(node: Node, has: (c: string) => boolean, keepVar: (name: string) => boolean): string {
  if (node.kind === 'keep') return node.text;
  if (node.kind === 'at') {
    const inner = node.children.map((c) => emit(c, has, keepVar)).join('');
    return inner ? `${node.prelude}{${inner}}` : '';
  }
  const kept = node.selectors.filter((s) => s.classes.every(has)).map((s) => s.text);
  if (!kept.length) return '';
  const body = node.decls.filter((d) => d.custom === null || keepVar(d.custom)).map((d) => d.text);
  return body.length ? `${kept.join(',')}{${body.join(';')}}` : '';
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** The custom properties a text refers to with var(). */
function varReferences(text: string): string[] {
  return [...text.matchAll(VAR_REFERENCE)].map((m) => m[1]!);
}

/** The classes on the elements of the page's first screen that are shown when it opens. */
export function firstScreenClasses(html: string): Set<string> {
  const classes = new Set<string>();
  // One entry per open element: does it hide its content, or start content below the first screen?
  const stack: { hides: boolean; below: boolean; main: boolean }[] = [];
  let hidden = 0;
  let below = 0;
  let blocks = -1;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const parent = stack[stack.length - 1];
        const hides = 'hidden' in attrs || (name === 'dialog' && !('open' in attrs)) || name === 'template';
        let startsBelow = false;
        if (parent?.main && !['script', 'style', 'template', 'link', 'meta', 'title'].includes(name)) startsBelow = ++blocks >= FOLD_BLOCKS;
        if (name === 'footer' && stack.length === 2) startsBelow = true; // html > body > footer
        stack.push({ hides, below: startsBelow, main: name === 'main' && stack.length === 2 });
        if (hides) hidden++;
        if (startsBelow) below++;
        if (hidden || below || !attrs.class) return;
        for (const c of attrs.class.split(/\s+/)) if (c) classes.add(c);
      },
      onclosetag() {
        const top = stack.pop();
        if (top?.hides) hidden--;
        if (top?.below) below--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return classes;
}

export class CriticalCss {
  private readonly nodes: Node[];
  /** For each custom property the stylesheet defines: the custom properties its values use. */
  private readonly varUses = new Map<string, Set<string>>();

  constructor(stylesheet: string) {
    this.nodes = postcss
      .parse(stylesheet)
      .nodes.map(compile)
      .filter((n): n is Node => n !== null);
    const walk = (node: Node) => {
      if (node.kind === 'at') node.children.forEach(walk);
      if (node.kind !== 'rule') return;
      for (const d of node.decls) {
        if (d.custom === null) continue;
        const uses = this.varUses.get(d.custom) ?? new Set<string>();
        for (const ref of varReferences(d.text.slice(d.custom.length))) uses.add(ref);
        this.varUses.set(d.custom, uses);
      }
    };
    this.nodes.forEach(walk);
  }

  /** The rules the page's first screen needs, and the guard that hides the rest until the stylesheet arrives. */
  forPage(html: string): string {
    const classes = firstScreenClasses(html);
    const has = (c: string) => classes.has(c);
    // The custom properties the kept rules (without their own custom properties) and the page use,
    // then those these use in turn.
    const withoutVars = this.nodes.map((n) => emit(n, has, () => false)).join('');
    const used = new Set([...varReferences(withoutVars), ...varReferences(html)]);
    for (const name of used) for (const ref of this.varUses.get(name) ?? []) used.add(ref);
    return this.nodes.map((n) => emit(n, has, (name) => used.has(name))).join('') + FOLD_GUARD;
  }
}
