// Seed files keep long copy as Markdown, which is easy to write and review; Strapi stores rich
// text as its "blocks" JSON. This turns the one into the other (headings, paragraphs, lists,
// quotes, bold, italic, code and links), using marked's lexer.
import type { RichText, RichTextInline, RichTextList, RichTextTextNode } from '@ironbark/shared/content/rich-text';


type Token = { type: string; [key: string]: unknown };
type Marks = Partial<Pick<RichTextTextNode, 'bold' | 'italic' | 'code' | 'strikethrough'>>;

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function inline(tokens: Token[] | undefined, marks: Marks = {}): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const t of tokens ?? []) {
    switch (t.type) {
      case 'strong':
        out.push(...inline(t.tokens as Token[], { ...marks, bold: true }));
        break;
      case 'em':
        out.push(...inline(t.tokens as Token[], { ...marks, italic: true }));
        break;
      case 'del':
        out.push(...inline(t.tokens as Token[], { ...marks, strikethrough: true }));
        break;
      case 'codespan':
        out.push({ type: 'text', text: decode(String(t.text)), ...marks, code: true });
        break;
      case 'link':
        out.push({
          type: 'link',
          url: String(t.href),
          children: inline(t.tokens as Token[], marks).filter(
            (n): n is RichTextTextNode => n.type === 'text',
          ),
        });
        break;
      case 'br':
        out.push({ type: 'text', text: '\n', ...marks });
        break;
      default:
        if (Array.isArray(t.tokens)) out.push(...inline(t.tokens as Token[], marks));
        else out.push({ type: 'text', text: decode(String(t.text ?? t.raw ?? '')), ...marks });
    }
  }
  return out.length > 0 ? out : [{ type: 'text', text: '' }];
}

function list(t: Token): RichTextList {
  const items = t.items as { tokens: Token[] }[];
  const children: RichTextList['children'] = [];
  for (const item of items) {
    const nested: RichTextList[] = [];
    const own: Token[] = [];
    for (const child of item.tokens) {
      if (child.type === 'list') nested.push(list(child));
      else if (child.type === 'text' || child.type === 'paragraph') own.push(...((child.tokens as Token[]) ?? [child]));
      else own.push(child);
    }
    children.push({ type: 'list-item', children: inline(own) });
    children.push(...nested);
  }
  return { type: 'list', format: t.ordered ? 'ordered' : 'unordered', children };
}

export async function markdownToBlocks(markdown: string): Promise<RichText> {
  // marked is published as ES modules only; module Node16 keeps this a real import().
  const { Lexer } = await import('marked');
  const tokens = Lexer.lex(markdown) as Token[];
  const blocks: RichText = [];
  for (const t of tokens) {
    switch (t.type) {
      case 'heading': {
        const depth = Math.min(Math.max(Number(t.depth), 2), 6) as 2 | 3 | 4 | 5 | 6;
        blocks.push({ type: 'heading', level: depth, children: inline(t.tokens as Token[]) });
        break;
      }
      case 'paragraph':
        blocks.push({ type: 'paragraph', children: inline(t.tokens as Token[]) });
        break;
      case 'list':
        blocks.push(list(t));
        break;
      case 'blockquote':
        blocks.push({
          type: 'quote',
          children: inline(((t.tokens as Token[]) ?? []).flatMap((p) => (p.tokens as Token[]) ?? [])),
        });
        break;
      case 'code':
        blocks.push({ type: 'code', children: [{ type: 'text', text: String(t.text) }] });
        break;
      case 'space':
      case 'hr':
        break;
      default:
        throw new Error(`Seed Markdown: unsupported element "${t.type}"`);
    }
  }
  return blocks;
}
