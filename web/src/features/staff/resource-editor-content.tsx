// The resource editor's main column: title, address (checked while typing), the contract's text
// fields of this panel (the summary) and body.
import { RichText } from '../../ui/rich-text';
import { BodyField } from './body-field';
import { ContractTextFields } from './contract-text-fields';
import { RESOURCE_LIMITS } from './resource-rules';
import { editorToBlocks } from './rich-text-convert';
import type { StaffResource } from './staff-query';
import { TextField } from './text-field';
import type { ResourceEditorState } from './use-resource-editor';
import { useSlugCheck } from './use-slug-check';
import styles from './staff.module.css';

export function ContentPanel({ editor, resource }: { editor: ResourceEditorState; resource: StaffResource | null }) {
  const { documentId, fields, setFields, set, textField, errors, editorKey } = editor;
  const slugState = useSlugCheck(fields.slug, documentId, resource?.slug ?? null);
  const status = resource?.status ?? 'draft';
  const isNew = !resource;
  const slugHint =
    slugState.kind === 'checking'
      ? 'Checking…'
      : slugState.kind === 'available'
        ? '✓ This address is free.'
        : slugState.kind === 'invalid'
          ? 'Use lower-case letters, digits and single hyphens.'
          : fields.slug && !isNew && fields.slug !== resource?.slug && status !== 'draft'
            ? 'Changing the address of a published resource breaks links to the old one.'
            : 'Made from the title; you can change it.';

  return (
    <section className={styles.panel} aria-labelledby="re-content-heading">
      <h2 id="re-content-heading" className={styles.panelTitle}>
        Content
      </h2>
      <TextField {...textField('title')} label="Title" required />
      <TextField
        id="re-slug"
        label="Address"
        value={fields.slug}
        prefix="/resources/"
        onChange={(v) => {
          setFields((f) => ({ ...f, slug: v.toLowerCase().replace(/\s+/g, '-'), slugEdited: true }));
        }}
        error={errors.slug ?? (slugState.kind === 'taken' ? `Another resource already uses this address.` : undefined)}
        hint={slugHint}
        max={RESOURCE_LIMITS.slug}
        required
        after={
          slugState.kind === 'taken' ? (
            <p className={styles.hint}>
              <button type="button" className={styles.linkButton} onClick={() => setFields((f) => ({ ...f, slug: slugState.suggestion, slugEdited: true }))}>
                Use “{slugState.suggestion}”
              </button>
            </p>
          ) : null
        }
      />
      <ContractTextFields editor={editor} panel="content" />
      <BodyField
        initial={fields.body}
        onChange={(doc) => set('body', doc)}
        error={errors.body}
        editorKey={editorKey}
        fallback={<RichText nodes={editorToBlocks(fields.body)} className={`prose ${styles.editorPreview}`} />}
      />
    </section>
  );
}
