// The resource body moves between two shapes: the editor's (TipTap / ProseMirror JSON) and the
// CMS's (Strapi "blocks" rich text, which web/src/ui/rich-text.tsx renders). Both directions are
// limited to what the site renders for a resource and the editor offers: paragraphs, headings
// 2 to 4, bold and italic, links, bulleted and numbered lists (nested too) and quotes. Anything
// else coming from the CMS (images, code, underline, ...) is reported, so the editor can say what
// saving would drop. Free of TipTap itself, so the server can use it too.
import { z } from 'zod';
import type { RichText, RichTextInline, RichTextList, RichTextNode, RichTextTextNode } from '@ironbark/shared/content/rich-text';

/** A ProseMirror node as TipTap's getJSON() gives it. */
export interface EditorNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

export interface EditorDoc extends EditorNode {
  type: 'doc';
  content: EditorNode[];
}

export const HEADING_LEVELS = [2, 3, 4] as const;
type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Link targets the site renders as links (the same rule as ui/rich-text.tsx). */
export function isSafeHref(url: string): boolean {
  return /^(\/(?!\/)|https?:\/\/[^\s]+$|mailto:[^\s]+$|tel:[+\d][\d\s()-]*$)/i.test(url.trim());
}

const clampLevel = (level: number): HeadingLevel => (level <= 2 ? 2 : level >= 4 ? 4 : 3);

// ---------------------------------------------------------------------------------------------
// Strapi blocks -> editor

export interface ToEditorResult {
  doc: EditorDoc;
  /** What the editor cannot show and saving would drop or change, e.g. "an image". */
  dropped: string[];
}

export function blocksToEditor(blocks: RichText | null | undefined): ToEditorResult {
  const dropped = new Set<string>();

  const textNode = (node: RichTextTextNode): EditorNode | null => {
    if (!node.text) return null;
    const marks: NonNullable<EditorNode['marks']> = [];
    if (node.bold) marks.push({ type: 'bold' });
    if (node.italic) marks.push({ type: 'italic' });
    if (node.underline) dropped.add('underlined text (kept as plain text)');
    if (node.strikethrough) dropped.add('struck-through text (kept as plain text)');
    if (node.code) dropped.add('inline code (kept as plain text)');
    return { type: 'text', text: node.text, ...(marks.length ? { marks } : {}) };
  };

  const inline = (children: RichTextInline[]): EditorNode[] =>
    children.flatMap((child) => {
      if (child.type === 'text') return textNode(child) ?? [];
      const safe = isSafeHref(child.url);
      if (!safe) dropped.add('a link with an address the site does not open (kept as text)');
      return child.children.flatMap((c) => {
        const t = textNode(c);
        if (!t) return [];
        return safe ? [{ ...t, marks: [...(t.marks ?? []), { type: 'link', attrs: { href: child.url.trim() } }] }] : [t];
      });
    });

  const paragraph = (children: RichTextInline[]): EditorNode => {
    const content = inline(children);
    return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
  };

  const list = (node: RichTextList): EditorNode => {
    const items: EditorNode[] = [];
    for (const child of node.children) {
      if (child.type === 'list') {
        // Strapi puts a nested list after the item it belongs to; the editor puts it inside.
        const previous = items[items.length - 1];
        if (previous) previous.content = [...(previous.content ?? []), list(child)];
        else items.push({ type: 'listItem', content: [{ type: 'paragraph' }, list(child)] });
      } else {
        items.push({ type: 'listItem', content: [paragraph(child.children)] });
      }
    }
    if (items.length === 0) items.push({ type: 'listItem', content: [{ type: 'paragraph' }] });
    return node.format === 'ordered' ? { type: 'orderedList', attrs: { start: 1 }, content: items } : { type: 'bulletList', content: items };
  };

  const content: EditorNode[] = [];
  for (const node of blocks ?? []) {
    switch (node.type) {
      case 'paragraph':
        content.push(paragraph(node.children));
        break;
      case 'heading':
        if (node.level < 2 || node.level > 4) dropped.add(`a level ${node.level} heading (shown as level ${clampLevel(node.level)})`);
        content.push({ type: 'heading', attrs: { level: clampLevel(node.level) }, ...withContent(inline(node.children)) });
        break;
      case 'quote':
        content.push({ type: 'blockquote', content: [paragraph(node.children)] });
        break;
      case 'list':
        content.push(list(node));
        break;
      case 'code':
        dropped.add('a code block (kept as a paragraph)');
        content.push(paragraph(node.children.map((c) => (c.type === 'text' ? { ...c, code: false } : c))));
        break;
      case 'image':
        dropped.add('an image (removed)');
        break;
      default:
        dropped.add('an element the editor does not know (removed)');
    }
  }
  if (content.length === 0) content.push({ type: 'paragraph' });
  return { doc: { type: 'doc', content }, dropped: [...dropped] };
}

function withContent(content: EditorNode[]): { content?: EditorNode[] } {
  return content.length ? { content } : {};
}

// ---------------------------------------------------------------------------------------------
// Editor -> Strapi blocks

function inlineFromEditor(nodes: EditorNode[] | undefined): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const node of nodes ?? []) {
    if (node.type !== 'text' || !node.text) continue;
    const marks = node.marks ?? [];
    const text: RichTextTextNode = { type: 'text', text: node.text };
    if (marks.some((m) => m.type === 'bold')) text.bold = true;
    if (marks.some((m) => m.type === 'italic')) text.italic = true;
    const href = marks.find((m) => m.type === 'link')?.attrs?.href;
    if (typeof href === 'string' && isSafeHref(href)) {
      const last = out[out.length - 1];
      // Adjacent pieces of one link (e.g. a bold word inside it) stay one link.
      if (last?.type === 'link' && last.url === href.trim()) last.children.push(text);
      else out.push({ type: 'link', url: href.trim(), children: [text] });
    } else {
      out.push(text);
    }
  }
  return mergeTexts(out);
}

/** Joins neighbouring text pieces with the same formatting ("a" + "b" -> "ab"). */
function mergeTexts(nodes: RichTextInline[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  const same = (a: RichTextTextNode, b: RichTextTextNode) => Boolean(a.bold) === Boolean(b.bold) && Boolean(a.italic) === Boolean(b.italic);
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text' && same(last, node)) last.text += node.text;
    else if (node.type === 'link') out.push({ ...node, children: mergeTexts(node.children) as RichTextTextNode[] });
    else out.push(node);
  }
  return out;
}

/** Strapi needs at least one child per block: an empty one is a single empty text. */
const orEmpty = (children: RichTextInline[]): RichTextInline[] => (children.length ? children : [{ type: 'text', text: '' }]);

function listFromEditor(node: EditorNode): RichTextList {
  const children: RichTextList['children'] = [];
  for (const item of node.content ?? []) {
    if (item.type !== 'listItem') continue;
    let hasText = false;
    for (const part of item.content ?? []) {
      if (part.type === 'paragraph' || part.type === 'heading') {
        children.push({ type: 'list-item', children: orEmpty(inlineFromEditor(part.content)) });
        hasText = true;
      } else if (part.type === 'bulletList' || part.type === 'orderedList') {
        if (!hasText) children.push({ type: 'list-item', children: orEmpty([]) });
        children.push(listFromEditor(part));
        hasText = true;
      }
    }
  }
  return { type: 'list', format: node.type === 'orderedList' ? 'ordered' : 'unordered', children };
}

export function editorToBlocks(doc: EditorNode | null | undefined): RichText {
  const out: RichTextNode[] = [];
  for (const node of doc?.content ?? []) {
    switch (node.type) {
      case 'paragraph':
        out.push({ type: 'paragraph', children: orEmpty(inlineFromEditor(node.content)) });
        break;
      case 'heading': {
        const level = clampLevel(Number(node.attrs?.level ?? 2));
        out.push({ type: 'heading', level, children: orEmpty(inlineFromEditor(node.content)) });
        break;
      }
      case 'blockquote':
        // A quote block of Strapi holds one paragraph: each paragraph of a quote becomes one.
        for (const part of node.content ?? []) {
          if (part.type === 'paragraph' || part.type === 'heading') out.push({ type: 'quote', children: orEmpty(inlineFromEditor(part.content)) });
        }
        break;
      case 'bulletList':
      case 'orderedList':
        out.push(listFromEditor(node));
        break;
      default:
        break;
    }
  }
  // Empty paragraphs at the end are the editor's trailing line, not content.
  while (out.length > 0 && isEmptyParagraph(out[out.length - 1]!)) out.pop();
  return out;
}

function isEmptyParagraph(node: RichTextNode): boolean {
  return node.type === 'paragraph' && node.children.every((c) => c.type === 'text' && c.text === '');
}

/** The characters of text in a body, for its length limit. */
export function plainLength(blocks: RichText): number {
  const inline = (children: RichTextInline[]): number => children.reduce((n, c) => n + (c.type === 'text' ? c.text.length : inline(c.children)), 0);
  const list = (l: RichTextList): number => l.children.reduce((n, c) => n + (c.type === 'list' ? list(c) : inline(c.children)), 0);
  return blocks.reduce((n, b) => n + (b.type === 'list' ? list(b) : b.type === 'image' ? 0 : inline(b.children)), 0);
}

// ---------------------------------------------------------------------------------------------
// What the staff API accepts as a body: exactly the subset above, nothing more.

const textSchema: z.ZodType<RichTextTextNode> = z.strictObject({
  type: z.literal('text'),
  text: z.string().max(20_000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
});
const linkSchema = z.strictObject({
  type: z.literal('link'),
  url: z.string().max(2000).refine(isSafeHref, 'Links must start with https://, http://, /, mailto: or tel:'),
  children: z.array(textSchema).max(200),
});
const inlineSchema = z.array(z.union([textSchema, linkSchema])).max(500);
const listItemSchema = z.strictObject({ type: z.literal('list-item'), children: inlineSchema });
const listSchema: z.ZodType<RichTextList> = z.lazy(() =>
  z.strictObject({
    type: z.literal('list'),
    format: z.enum(['ordered', 'unordered']),
    children: z.array(z.union([listItemSchema, listSchema])).max(500),
  }),
);

export const editorBlocksSchema: z.ZodType<RichText> = z
  .array(
    z.union([
      z.strictObject({ type: z.literal('paragraph'), children: inlineSchema }),
      z.strictObject({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3), z.literal(4)]), children: inlineSchema }),
      z.strictObject({ type: z.literal('quote'), children: inlineSchema }),
      listSchema,
    ]),
  )
  .max(2000);
