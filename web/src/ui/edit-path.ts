// Click to edit, in previews only: the text, buttons and pictures of a block carry the path of
// the field that holds them in the CMS's edit view (data-edit="blocks.2.cards.0.title", the name
// Strapi gives that field's input), so a click in the admin's live preview can focus that field
// (features/preview/live-preview.lazy.island.ts). The preview route sets the block's path; public pages
// never do, so they carry none of these attributes (registry.test.tsx checks both).
import { createContext, use } from 'react';
import { EDIT_ATTR } from '@ironbark/shared/preview/live-messages';

export { EDIT_ATTR };

/** The path of the block being rendered ("blocks.2"), or null outside a preview. */
export const EditPathContext = createContext<string | null>(null);

export type EditAttrs = { 'data-edit'?: string };

/** `field`'s path within `base` as attributes, or none without a base. */
export function editAttrs(base: string | null | undefined, field: string): EditAttrs {
  return base ? { [EDIT_ATTR]: `${base}.${field}` } : {};
}

/** The attributes of the field `field` of the block being rendered ("heading", "cards.0.title"); none outside a preview. */
export function useEditAttrs(): (field: string) => EditAttrs {
  const base = use(EditPathContext);
  return (field) => editAttrs(base, field);
}
