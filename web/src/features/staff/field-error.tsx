import styles from './staff.module.css';

/** A field's error line, found by `${id}-error` from the field's aria-describedby; nothing without an error. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.fieldError}>
      {error}
    </p>
  );
}
