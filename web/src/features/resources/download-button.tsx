// Downloads a resource's document through the file helper. Without JavaScript the same button is
// a plain link to the file, so the document is never out of reach.
import { useState } from 'react';
import type { Media } from '@ironbark/shared/content/media';
import { downloadFile } from '../../lib/download-file';
import styles from './download-button.module.css';

function sizeLabel(kb: number | null | undefined): string {
  if (!kb) return '';
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(kb))} KB`;
}

export function DownloadButton({ doc, label }: { doc: Media; label: string }) {
  const [state, setState] = useState<{ status: 'idle' | 'busy' | 'done' | 'failed'; message?: string }>({ status: 'idle' });
  const name = doc.name ?? 'document.pdf';
  return (
    <div className={styles.wrap}>
      <a
        href={doc.url}
        download={name}
        className="btn btn-primary"
        aria-busy={state.status === 'busy' || undefined}
        onClick={async (event) => {
          event.preventDefault();
          setState({ status: 'busy' });
          const result = await downloadFile(doc.url, name);
          setState(result.ok ? { status: 'done', message: `Downloaded ${result.fileName}` } : { status: 'failed', message: result.reason });
        }}
      >
        {state.status === 'busy' ? 'Downloading…' : label}
      </a>
      <p className={styles.meta}>{`PDF${doc.size ? `, ${sizeLabel(doc.size)}` : ''}`}</p>
      <p role="status" className={state.status === 'failed' ? styles.error : styles.note}>
        {state.message ?? ''}
      </p>
    </div>
  );
}
