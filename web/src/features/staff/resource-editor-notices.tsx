// What the resource editor tells its user above the form: the last action's notice or error
// (with sign-in links when the session ended), unsaved changes from earlier to put back, and
// what the body has that the editor cannot show.
import { Link } from 'react-router-dom';
import { clearDraft } from './draft-storage';
import { loginHref } from './staff-loaders';
import type { ResourceEditorState } from './use-resource-editor';
import styles from './staff.module.css';

export function EditorNotices({ editor, notice, here }: { editor: ResourceEditorState; notice: string | null | undefined; here: string }) {
  const { result, expired, errors, restored, setFields, setEditorKey, setRestored, storageKey, lossy } = editor;
  return (
    <>
    <p role="status" className={styles.notice}>
      {notice}
    </p>
    {result && !result.ok ? (
      <div role="alert" className={styles.alert}>
        <p className={styles.alertTitle}>{result.message}</p>
        {expired ? (
          <p>
            <Link to={loginHref(here)}>Sign in again</Link> and you will come back here with your changes, or{' '}
            <a href={loginHref(here)} target="_blank" rel="noopener">
              sign in in a new tab
            </a>{' '}
            and then save again here.
          </p>
        ) : Object.keys(errors).length ? (
          <ul className={styles.errorList}>
            {Object.entries(errors).map(([field, message]) => (
              <li key={field}>
                <a href={`#re-${field}`}>{message}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    ) : null}
    {restored?.kind === 'offer' ? (
      <div className={styles.alert} role="region" aria-label="Unsaved changes">
        <p className={styles.alertTitle}>This tab has unsaved changes to this resource from earlier, but the resource has been saved since.</p>
        <div className={styles.actionsRow}>
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              if (restored.fields) setFields(restored.fields);
              setEditorKey((k) => k + 1);
              setRestored({ kind: 'restored', savedAt: restored.savedAt });
            }}
          >
            Put my changes back
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.buttonQuiet}`}
            onClick={() => {
              clearDraft(storageKey);
              setRestored(null);
            }}
          >
            Forget them
          </button>
        </div>
      </div>
    ) : null}
    {lossy.length ? (
      <div className={styles.alert} role="note">
        <p className={styles.alertTitle}>The body has things this editor cannot show; saving will change them:</p>
        <ul className={styles.errorList}>
          {lossy.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </div>
    ) : null}
    </>
  );
}
