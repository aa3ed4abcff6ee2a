// A site form: a plain HTML form that posts to /api/forms/<name> and works without JavaScript
// (the browser's Origin header vouches for the post; the server answers 303 back here with
// ?popup=thank-you). With JavaScript it validates as the visitor goes, submits in place and
// shows the same popup.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FORMS, fieldError, type FieldErrors, type FormField } from '@ironbark/shared/forms/definitions';
import type { FormName } from '@ironbark/shared/blocks/form-names';
import { http } from '../../lib/http';
import styles from './site-form.module.css';

export const HONEYPOT_FIELD = 'website';

interface SiteFormProps {
  name: FormName;
  campaign?: string;
  submitLabel?: string;
}

function FieldControl({
  field,
  id,
  error,
  onBlur,
}: {
  field: FormField;
  id: string;
  error?: string;
  onBlur: (field: FormField, value: string) => void;
}) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: (e: { currentTarget: { value: string } }) => onBlur(field, e.currentTarget.value),
  };
  const label = (
    <label htmlFor={id} className={field.type === 'checkbox' ? styles.checkLabel : styles.label}>
      {field.label}
      {field.required ? null : <span className={styles.optional}> (optional)</span>}
    </label>
  );
  let control;
  if (field.type === 'textarea') {
    control = <textarea {...common} rows={5} maxLength={field.maxLength} className={styles.input} />;
  } else if (field.type === 'select') {
    control = (
      <select {...common} defaultValue="" className={styles.input}>
        <option value="" disabled>
          Choose one
        </option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'checkbox') {
    control = (
      <input
        {...common}
        type="checkbox"
        onBlur={undefined}
        onChange={(e) => onBlur(field, e.currentTarget.checked ? 'on' : '')}
        className={styles.checkbox}
      />
    );
  } else {
    control = (
      <input {...common} type={field.type} maxLength={field.maxLength} autoComplete={field.autoComplete} className={styles.input} />
    );
  }
  return (
    <div className={`${styles.field} ${field.half ? styles.half : ''} ${field.type === 'checkbox' ? styles.check : ''}`}>
      {field.type === 'checkbox' ? (
        <>
          {control}
          {label}
        </>
      ) : (
        <>
          {label}
          {control}
        </>
      )}
      {field.help ? (
        <p id={helpId} className={styles.help}>
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SiteForm({ name, campaign, submitLabel }: SiteFormProps) {
  const form = FORMS[name];
  const idPrefix = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);

  const onBlur = (field: FormField, value: string) => {
    setErrors((prev) => {
      const error = fieldError(field, value);
      if (!error && !prev[field.name]) return prev;
      const next = { ...prev };
      if (error && prev[field.name] !== undefined) next[field.name] = error;
      else if (!error) delete next[field.name];
      return next;
    });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const found: FieldErrors = {};
    for (const field of form.fields) {
      const error = fieldError(field, (data.get(field.name) as string | null) ?? '');
      if (error) found[field.name] = error;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setStatus('sending');
    setFailure('');
    try {
      const res = await http(`/api/forms/${name}`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams(data as unknown as Record<string, string>),
      });
      if (res.ok) {
        setStatus('idle');
        const params = new URLSearchParams(location.search);
        params.set('popup', 'thank-you');
        formElement.reset();
        navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: false, preventScrollReset: true });
        return;
      }
      const body = (await res.json().catch(() => ({}))) as { errors?: FieldErrors; message?: string };
      if (res.status === 400 && body.errors) {
        setErrors(body.errors);
        setStatus('idle');
        requestAnimationFrame(() => summaryRef.current?.focus());
        return;
      }
      setStatus('failed');
      setFailure(
        res.status === 429
          ? 'You have sent several messages in a short time. Please wait a few minutes and try again, or call us.'
          : res.status === 403
            ? 'Your session has expired. Please reload the page and send the form again.'
            : (body.message ?? 'Something went wrong on our side. Please try again, or call us.'),
      );
    } catch {
      setStatus('failed');
      setFailure('We could not reach our server. Check your connection and try again.');
    }
  }

  const errorList = Object.entries(errors);
  return (
    <form
      method="post"
      action={`/api/forms/${name}`}
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-describedby={`${idPrefix}-required`}
    >
      <p id={`${idPrefix}-required`} className={styles.note}>
        All fields are required unless marked optional.
      </p>
      {errorList.length > 0 ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className={styles.summary}>
          <h3 className={styles.summaryTitle}>Please check {errorList.length === 1 ? 'one field' : `${errorList.length} fields`}</h3>
          <ul>
            {errorList.map(([field, message]) => (
              <li key={field}>
                <a href={`#${idPrefix}-${field}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="_page" value={location.pathname} />
      {campaign ? <input type="hidden" name="campaign" value={campaign} /> : null}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={styles.fields}>
        {form.fields.map((field) => (
          <FieldControl key={field.name} field={field} id={`${idPrefix}-${field.name}`} error={errors[field.name]} onBlur={onBlur} />
        ))}
      </div>
      {status === 'failed' ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={status === 'sending'}>
        {status === 'sending' ? 'Sending…' : (submitLabel ?? form.submitLabel)}
      </button>
    </form>
  );
}
