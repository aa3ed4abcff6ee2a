// Strapi rich text rendered node by node as React elements. Text is always text: nothing from
// the CMS is ever inserted as HTML, so a "<script>" typed by an editor shows as those characters.
import { Fragment, type ReactNode } from 'react';
import type {
  RichText as RichTextData,
  RichTextInline,
  RichTextList,
  RichTextTextNode,
} from '@ironbark/shared/content/rich-text';
import { SmartLink } from './smart-link';

function safeHref(url: string): string | null {
  return /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i.test(url) ? url : null;
}

function text(node: RichTextTextNode, key: number): ReactNode {
  let out: ReactNode = node.text;
  if (node.code) out = <code>{out}</code>;
  if (node.bold) out = <strong>{out}</strong>;
  if (node.italic) out = <em>{out}</em>;
  if (node.underline) out = <u>{out}</u>;
  if (node.strikethrough) out = <s>{out}</s>;
  // (No wrapper element: a paragraph of plain text is just its text.)
  return <Fragment key={key}>{out}</Fragment>;
}

function inline(children: RichTextInline[]): ReactNode[] {
  return children.map((child, i) => {
    if (child.type === 'text') return text(child, i);
    const href = safeHref(child.url);
    const content = child.children.map(text);
    return href ? (
      <SmartLink key={i} href={href}>
        {content}
      </SmartLink>
    ) : (
      <span key={i}>{content}</span>
    );
  });
}

function list(node: RichTextList, key: number): ReactNode {
  const Tag = node.format === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag key={key}>
      {node.children.map((item, i) =>
        item.type === 'list' ? <li key={i}>{list(item, i)}</li> : <li key={i}>{inline(item.children)}</li>,
      )}
    </Tag>
  );
}

/** Headings in rich text start one level below the section's own heading. */
export function RichText({ nodes, className = 'prose', headingOffset = 0 }: { nodes: RichTextData; className?: string; headingOffset?: number }) {
  return (
    <div className={className}>
      {nodes.map((node, i) => {
        switch (node.type) {
          case 'paragraph':
            return <p key={i}>{inline(node.children)}</p>;
          case 'heading': {
            const level = Math.min(6, Math.max(2, node.level + headingOffset));
            const Tag = `h${level}` as 'h2';
            return <Tag key={i}>{inline(node.children)}</Tag>;
          }
          case 'quote':
            return <blockquote key={i}>{inline(node.children)}</blockquote>;
          case 'code':
            return (
              <pre key={i}>
                <code>{node.children.map((c) => (c.type === 'text' ? c.text : '')).join('')}</code>
              </pre>
            );
          case 'image':
            return (
              <img
                key={i}
                src={node.image.url}
                alt={node.image.alternativeText ?? ''}
                width={node.image.width ?? undefined}
                height={node.image.height ?? undefined}
                loading="lazy"
                decoding="async"
              />
            );
          case 'list':
            return list(node, i);
          default:
            return null;
        }
      })}
    </div>
  );
}
