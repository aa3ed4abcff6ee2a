// One field of a site form, as the site draws it: label ("(optional)" when it may stay empty),
// control, help and error, linked for assistive technology. Used by the form island
// (site-form.tsx) and by the page the server answers a form posted without JavaScript with
// (form-page.server.tsx), so both look and read the same.
import { isTicked, multiValues, type FormField } from '@ironbark/shared/forms/definitions';
import styles from './site-form.module.css';

export function FieldControl({
  field,
  id,
  error,
  reserved,
  onBlur,
  initial,
}: {
  field: FormField;
  /** A value given in advance: a select's enquiry type, or what was posted (form-page.server.tsx). */
  initial?: string;
  id: string;
  error?: string;
  /** The last error shown for this field: its place is kept (hidden) once the error is fixed. */
  reserved?: string;
  /** The island's live check (the server's form page renders static markup, which has no handlers). */
  onBlur: (field: FormField, value: string) => void;
}) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  // A hidden value (form builder): nothing to see; its value, set by the editor, is posted as is.
  if (field.type === 'hidden') return <input type="hidden" name={field.name} value={field.value ?? ''} />;
  // A heading between fields (form builder): a sub-heading and its line of help, no answer.
  if (field.type === 'heading') {
    return (
      <div className={`${styles.field} ${styles.section}`}>
        <h3 className={styles.sectionTitle}>{field.label}</h3>
        {field.help ? <p className={styles.help}>{field.help}</p> : null}
      </div>
    );
  }
  const describedBy = [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const shownError = error ?? reserved;
  const helpAndError = (
    <>
      {field.help ? (
        <p id={helpId} className={styles.help}>
          {field.help}
        </p>
      ) : null}
      {shownError ? (
        <p id={errorId} className={`${styles.error} ${error ? '' : styles.cleared}`} aria-hidden={error ? undefined : true}>
          {shownError}
        </p>
      ) : null}
    </>
  );
  // A multi-select (form builder): a group of tick boxes of one name, each option's value posted;
  // the group's answer is the ticked values, comma-separated, as the server stores it.
  if (field.type === 'multiselect') {
    const ticked = new Set(initial ? multiValues(initial) : []);
    const answer = (box: HTMLInputElement) =>
      Array.from(box.form?.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(field.name)}"]`) ?? [])
        .filter((b) => b.checked)
        .map((b) => b.value)
        .join(',');
    return (
      <fieldset className={`${styles.field} ${styles.group}`} aria-describedby={describedBy}>
        <legend className={styles.label}>
          {field.label}
          {field.required ? null : <span className={styles.optional}> (optional)</span>}
        </legend>
        {field.options?.map((o, i) => (
          <label key={o.value} className={styles.option}>
            <input
              type="checkbox"
              id={i === 0 ? id : `${id}-${i}`}
              name={field.name}
              value={o.value}
              defaultChecked={ticked.has(o.value)}
              aria-invalid={error ? true : undefined}
              onChange={(e) => onBlur(field, answer(e.currentTarget))}
              className={styles.checkbox}
            />
            <span className={styles.checkLabel}>{o.label}</span>
          </label>
        ))}
        {helpAndError}
      </fieldset>
    );
  }
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
    control = <textarea {...common} rows={5} maxLength={field.maxLength} defaultValue={initial} className={styles.input} />;
  } else if (field.type === 'select') {
    control = (
      <select {...common} defaultValue={initial && field.options?.some((o) => o.value === initial) ? initial : ''} className={styles.input}>
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
        defaultChecked={initial === undefined ? undefined : isTicked(initial)}
        onChange={(e) => onBlur(field, e.currentTarget.checked ? 'on' : '')}
        className={styles.checkbox}
      />
    );
  } else {
    control = (
      <input {...common} type={field.type} maxLength={field.maxLength} autoComplete={field.autoComplete} defaultValue={initial} className={styles.input} />
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
      {helpAndError}
    </div>
  );
}
