// A block's text as one element that click-to-edit can find: in a preview it carries the path of
// the field that holds it (edit-path.ts), on public pages nothing extra. Optional text that is
// empty renders no element at all, so a block writes `<Editable as="p" field="intro">` once
// instead of a condition and the attributes around every field.
import type { ReactNode } from 'react';
import { useEditAttrs } from './edit-path';

interface EditableProps {
  /** The element the text is. */
  as: 'h1' | 'h2' | 'h3' | 'p' | 'span' | 'strong' | 'dt' | 'dd' | 'div';
  /** The field's path within the block: "heading", "cards.0.title". */
  field: string;
  id?: string;
  className?: string;
  children?: ReactNode;
}

export function Editable({ as: Tag, field, id, className, children }: EditableProps) {
  const edit = useEditAttrs();
  if (children === undefined || children === null || children === '') return null;
  return (
    <Tag id={id} className={className} {...edit(field)}>
      {children}
    </Tag>
  );
}
