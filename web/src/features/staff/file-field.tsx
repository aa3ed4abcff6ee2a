// A resource's cover image or PDF document: choose a file, which is checked here first (its bytes
// and size, never its name or declared type), then uploaded with a progress bar to the web, which
// checks it again before the CMS stores it. The chosen file can be replaced or removed; the
// resource points at it once saved.
import { useId, useRef, useState } from 'react';
import { formatBytes, judgeUpload, UPLOAD_RULES, type FileSummary, type UploadField } from './resource-rules';
import { uploadWithProgress } from './upload-request';
import { sniffFile } from './upload-sniff';
import styles from './staff.module.css';

interface FileFieldProps {
  field: UploadField;
  label: string;
  value: FileSummary | null;
  onChange: (file: FileSummary | null) => void;
  /** An error about this field from the last save. */
  error?: string;
  /** The session ended during an upload. */
  onSignedOut: () => void;
}

type UploadState = { kind: 'idle' } | { kind: 'checking'; name: string } | { kind: 'uploading'; name: string; fraction: number } | { kind: 'failed'; message: string };

export function FileField({ field, label, value, onChange, error, onSignedOut }: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const rule = UPLOAD_RULES[field];
  const busy = state.kind === 'checking' || state.kind === 'uploading';
  const message = state.kind === 'failed' ? state.message : error;

  async function choose(file: File | undefined) {
    if (!file) return;
    setState({ kind: 'checking', name: file.name });
    const verdict = judgeUpload(field, { name: file.name, size: file.size, sniffed: await sniffFile(file) });
    if (!verdict.ok) {
      setState({ kind: 'failed', message: verdict.message });
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'uploading', name: file.name, fraction: 0 });
    try {
      const answer = await uploadWithProgress(`/api/staff/uploads?field=${field}`, form, (fraction) => setState({ kind: 'uploading', name: file.name, fraction }), controller.signal);
      const body = answer.body as { data?: FileSummary; message?: string } | null;
      if (answer.status === 201 && body?.data) {
        onChange(body.data);
        setState({ kind: 'idle' });
        return;
      }
      if (answer.status === 401) {
        onSignedOut();
        setState({ kind: 'failed', message: `“${file.name}” was not uploaded: your session has ended. Sign in again, then choose the file again.` });
        return;
      }
      setState({ kind: 'failed', message: body?.message ?? `“${file.name}” could not be uploaded (error ${answer.status}). Try again.` });
    } catch (failure) {
      const cancelled = failure instanceof DOMException && failure.name === 'AbortError';
      setState(cancelled ? { kind: 'idle' } : { kind: 'failed', message: `“${file.name}” could not be uploaded: check your connection and try again.` });
    } finally {
      abort.current = null;
      if (input.current) input.current.value = '';
    }
  }

  const describedBy = [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        {field === 'cover' ? 'JPEG, PNG, WebP or AVIF, up to 5 MB. Shown on cards and at the top of the resource.' : 'PDF, up to 10 MB. Offered as a download on the resource.'}
      </p>

      {value ? (
        <div className={styles.fileCard}>
          {field === 'cover' ? (
            <img src={value.thumbnailUrl ?? value.url} alt="" className={styles.fileThumb} width={96} height={64} />
          ) : (
            <span className={styles.fileIcon} aria-hidden="true">
              PDF
            </span>
          )}
          <span className={styles.fileInfo}>
            <a href={value.url} target="_blank" rel="noopener noreferrer" className={styles.fileName}>
              {value.name}
            </a>
            <span className={styles.muted}>{formatBytes(value.size)}</span>
          </span>
        </div>
      ) : (
        <p className={styles.muted}>{field === 'cover' ? 'No cover image.' : 'No document.'}</p>
      )}

      {state.kind === 'uploading' ? (
        <div className={styles.progress}>
          <label htmlFor={`${id}-progress`} className={styles.hint}>
            Uploading “{state.name}”… {Math.round(state.fraction * 100)}%
          </label>
          <progress id={`${id}-progress`} max={100} value={Math.round(state.fraction * 100)} className={styles.progressBar} />
          <button type="button" className={styles.linkButton} onClick={() => abort.current?.abort()}>
            Cancel upload
          </button>
        </div>
      ) : null}
      {state.kind === 'checking' ? <p className={styles.hint}>Checking “{state.name}”…</p> : null}

      <div className={styles.fileActions}>
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          accept={rule.accept}
          className={styles.fileInput}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          disabled={busy}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <label htmlFor={`${id}-input`} className={`${styles.button} ${busy ? styles.buttonDisabled : ''}`}>
          {value ? (field === 'cover' ? 'Replace image…' : 'Replace document…') : field === 'cover' ? 'Choose image…' : 'Choose PDF…'}
          <span className="visually-hidden"> for {label.toLowerCase()}</span>
        </label>
        {value ? (
          <button type="button" className={`${styles.button} ${styles.buttonQuiet}`} onClick={() => onChange(null)} disabled={busy}>
            Remove<span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      <p id={`${id}-error`} className={styles.fieldError} role={state.kind === 'failed' ? 'alert' : undefined}>
        {message ?? ''}
      </p>
    </div>
  );
}
