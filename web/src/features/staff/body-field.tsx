// The resource body's rich-text field: the TipTap editor, loaded in the browser only after the
// page is on screen, with the body rendered as the site shows it until then.
import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { EditorDoc } from './rich-text-convert';
import { useHydrated } from './use-hydrated';
import styles from './staff.module.css';
import { FieldError } from './field-error';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export function BodyField({ initial, onChange, error, editorKey, fallback }: { initial: EditorDoc; onChange: (doc: EditorDoc) => void; error?: string; editorKey: number; fallback: ReactNode }) {
  const id = useId();
  // The editor loads in the browser only, after the page is on screen.
  const mounted = useHydrated();
  const loading = (
    <div className={styles.editorLoading} aria-busy="true">
      {fallback}
      <p className={styles.muted}>Loading the editor…</p>
    </div>
  );
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        Body
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        Headings, bold, italic, links, lists and quotes, as the resource page shows them.
      </p>
      {mounted ? (
        <Suspense fallback={loading}>
          <RichTextEditor key={editorKey} initial={initial} onChange={onChange} labelledBy={`${id}-label`} describedBy={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')} invalid={Boolean(error)} />
        </Suspense>
      ) : (
        loading
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
