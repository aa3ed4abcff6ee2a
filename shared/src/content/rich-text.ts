// Strapi 5 rich text ("blocks" attribute): a JSON tree, rendered by the site node by node as
// React elements. It is never turned into an HTML string, so text typed by anyone stays text.
import { z } from 'zod';

export interface RichTextTextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

export interface RichTextLinkNode {
  type: 'link';
  url: string;
  children: RichTextTextNode[];
}

export type RichTextInline = RichTextTextNode | RichTextLinkNode;

export interface RichTextListItem {
  type: 'list-item';
  children: RichTextInline[];
}

export interface RichTextList {
  type: 'list';
  format: 'ordered' | 'unordered';
  children: (RichTextListItem | RichTextList)[];
}

export type RichTextNode =
  | { type: 'paragraph'; children: RichTextInline[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: RichTextInline[] }
  | { type: 'quote'; children: RichTextInline[] }
  | { type: 'code'; language?: string; children: RichTextInline[] }
  | { type: 'image'; image: RichTextImage; children: RichTextInline[] }
  | RichTextList;

export interface RichTextImage {
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
}

export type RichText = RichTextNode[];

const flag = z.boolean().optional();

export const richTextTextSchema: z.ZodType<RichTextTextNode> = z.object({
  type: z.literal('text'),
  text: z.string(),
  bold: flag,
  italic: flag,
  underline: flag,
  strikethrough: flag,
  code: flag,
});

const linkSchema: z.ZodType<RichTextLinkNode> = z.object({
  type: z.literal('link'),
  url: z.string(),
  children: z.array(richTextTextSchema),
});

const inlineSchema: z.ZodType<RichTextInline> = z.union([richTextTextSchema, linkSchema]);

const listItemSchema: z.ZodType<RichTextListItem> = z.object({
  type: z.literal('list-item'),
  children: z.array(inlineSchema),
});

const listSchema: z.ZodType<RichTextList> = z.lazy(() =>
  z.object({
    type: z.literal('list'),
    format: z.enum(['ordered', 'unordered']),
    children: z.array(z.union([listItemSchema, listSchema])),
  }),
);

export const richTextNodeSchema: z.ZodType<RichTextNode> = z.union([
  z.object({ type: z.literal('paragraph'), children: z.array(inlineSchema) }),
  z.object({
    type: z.literal('heading'),
    level: z.union([
      z.literal(1),
      z.literal(2),
      z.literal(3),
      z.literal(4),
      z.literal(5),
      z.literal(6),
    ]),
    children: z.array(inlineSchema),
  }),
  z.object({ type: z.literal('quote'), children: z.array(inlineSchema) }),
  z.object({
    type: z.literal('code'),
    language: z.string().optional(),
    children: z.array(inlineSchema),
  }),
  z.object({
    type: z.literal('image'),
    image: z.object({
      url: z.string(),
      alternativeText: z.string().nullish(),
      width: z.number().nullish(),
      height: z.number().nullish(),
    }),
    children: z.array(inlineSchema),
  }),
  listSchema,
]);

export const richTextSchema: z.ZodType<RichText> = z.array(richTextNodeSchema);

/** The plain text of a rich-text tree, for excerpts, word counts and search. */
export function richTextToPlain(nodes: RichText): string {
  const inline = (children: RichTextInline[]): string =>
    children.map((c) => (c.type === 'text' ? c.text : inline(c.children))).join('');
  const list = (l: RichTextList): string =>
    l.children.map((c) => (c.type === 'list' ? list(c) : inline(c.children))).join('\n');
  return nodes
    .map((n) => (n.type === 'list' ? list(n) : n.type === 'image' ? '' : inline(n.children)))
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Plain text as rich text: one paragraph per passage separated by a blank line. Text stays text
 * (no Markdown, no HTML), so what someone typed is shown as typed.
 */
export function plainTextToRichText(text: string): RichText {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ type: 'paragraph', children: [{ type: 'text', text: p }] }));
}
