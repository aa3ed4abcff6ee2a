// A confirmation as a modal <dialog>: the browser keeps focus inside it, Escape cancels, and the
// rest of the page is inert while it is open. It opens on "Cancel" (the safe choice), says what
// will happen in its own words, and gives focus back to what opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './staff.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  tone?: 'danger' | 'default';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, tone = 'default', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        // Escape: closed by React state, so the dialog and the state never disagree.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {title}
      </h2>
      <div id={`${id}-body`} className={styles.dialogBody}>
        {children}
      </div>
      <div className={styles.dialogActions}>
        <button ref={cancelRef} type="button" className={styles.button} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className={`${styles.button} ${tone === 'danger' ? styles.buttonDanger : styles.buttonPrimary}`} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
