// A labelled text input or textarea of the staff forms, with its hint, character counter and error.
import type { ReactNode } from 'react';
import styles from './staff.module.css';
import { FieldError } from './field-error';

function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  const left = max - value.length;
  return (
    <span id={id} className={`${styles.counter} ${left < 0 ? styles.counterOver : left <= Math.ceil(max * 0.1) ? styles.counterNear : ''}`}>
      {value.length}/{max}
      <span className="visually-hidden"> characters{left < 0 ? `, ${-left} too many` : ''}</span>
    </span>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  max?: number;
  hint?: ReactNode;
  multiline?: number;
  required?: boolean;
  type?: string;
  prefix?: string;
  inputMode?: 'url' | 'text';
  after?: ReactNode;
}

export function TextField({ id, label, value, onChange, error, max, hint, multiline, required, type = 'text', prefix, inputMode, after }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', max ? `${id}-count` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    className: styles.input,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
          {required ? null : <span className={styles.optional}> (optional)</span>}
        </label>
        {max ? <Counter id={`${id}-count`} value={value} max={max} /> : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={multiline} onChange={(e) => onChange(e.target.value)} />
      ) : prefix ? (
        <div className={styles.prefixed}>
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
          <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} spellCheck={false} autoCapitalize="off" />
        </div>
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {after}
      <FieldError id={id} error={error} />
    </div>
  );
}
