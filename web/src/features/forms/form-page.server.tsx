// The HTML answers to a form posted without JavaScript, so such a visitor always gets a page and
// never loses what they typed: the form again with its errors, the "please check and send it
// again" step of the bot check, a "too many messages" page (with Retry-After) that shows the
// message for copying, or "not sent" with the form to try again. Drawn in the site's frame with the
// site form's own fields and classes (layout's static page, form-field.tsx), without a script;
// it posts to the same address as the page's form.
import type { FormName } from '@ironbark/shared/blocks/form-names';
import { FORMS, type FieldErrors, type FormDefinition } from '@ironbark/shared/forms/definitions';
import { STATIC_PAGE_CSP, staticPage } from '../layout/index.server.js';
import { FieldControl } from './form-field';
import { HONEYPOT_FIELD, PAGE_FIELD } from './form-fields';
import styles from './site-form.module.css';

export type FormPageKind = 'errors' | 'confirm' | 'limited' | 'failed' | 'gate';

export interface FormPageInput {
  kind: FormPageKind;
  /** The form: one of the code forms by name, or a form as published in the CMS. */
  form: FormName | FormDefinition<string>;
  /** What was posted, to fill the fields in again. */
  values: Record<string, unknown>;
  errors?: FieldErrors;
  /** The page the form was on. */
  back: string;
  /** Hidden fields to send again (the campaign, the confirmation, the submission key). */
  hidden?: Record<string, string>;
  /** Why it was not sent ('failed'), or how long to wait ('limited'). */
  message?: string;
  /** The page's heading instead of the kind's (the gate names the guide). */
  title?: string;
}

/** The static page's policy: styles from this origin only (no inline style, no script). */
export const FORM_PAGE_CSP = STATIC_PAGE_CSP;

const TEXT: Record<FormPageKind, { title: string; lead: string }> = {
  errors: { title: 'Please check the form', lead: 'Your message has not been sent yet. Please correct the fields marked below and send it again.' },
  confirm: {
    title: 'Please check your message and send it again',
    lead: 'To keep out automated messages we ask for one more step. Check your details below, then select the button to send your message.',
  },
  limited: { title: 'You have sent several messages', lead: '' },
  failed: { title: 'Your message was not sent', lead: '' },
  gate: { title: 'Download the guide', lead: 'Tell us who you are and the download starts straight away. We may get in touch about it; we never share your details.' },
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The page has no script: a field is checked when the form is sent. */
const noCheck = () => {};

function Content({ kind, form: given, values, errors = {}, back, hidden = {}, message }: FormPageInput) {
  const form = typeof given === 'string' ? FORMS[given] : given;
  const name = form.name;
  const lead = TEXT[kind].lead;
  const errorList = Object.entries(errors);
  const fieldNames = new Set(form.fields.map((f) => f.name));
  const typed = form.fields.filter((f) => f.type === 'textarea').map((f) => text(values[f.name])).filter(Boolean);
  return (
    <>
      {lead ? <p>{lead}</p> : null}
      {message ? <p className={styles.failure}>{message}</p> : null}
      {errorList.length > 0 ? (
        <div className={styles.summary} role="alert">
          <h2 className={styles.summaryTitle}>Please check {errorList.length === 1 ? 'one field' : `${errorList.length} fields`}</h2>
          <ul>
            {errorList.map(([field, msg]) => (
              <li key={field}>{fieldNames.has(field) ? <a href={`#f-${field}`}>{msg}</a> : msg}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {kind === 'limited' ? (
        <>
          {typed.length > 0 ? (
            <div className={styles.field}>
              <label htmlFor="f-typed" className={styles.label}>
                Your message, to copy and send later
              </label>
              <textarea id="f-typed" readOnly rows={5} className={styles.input} defaultValue={typed.join('\n\n')} />
            </div>
          ) : null}
          <p>
            <a href={back}>Go back to the page</a> or <a href="/contact-us">find our phone numbers</a>.
          </p>
        </>
      ) : (
        <>
          <form className={styles.form} method="post" action={`/api/forms/${name}`} noValidate>
            <p className={styles.note}>All fields are required unless marked optional.</p>
            <input type="hidden" name={PAGE_FIELD} value={back} />
            {Object.entries(hidden).map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
            <div className={styles.fields}>
              {form.fields.map((field) => (
                <FieldControl key={field.name} field={field} id={`f-${field.name}`} initial={text(values[field.name])} error={errors[field.name]} onBlur={noCheck} />
              ))}
            </div>
            <button type="submit" className="btn btn-primary">
              {kind === 'confirm' ? 'Send my message' : form.submitLabel}
            </button>
          </form>
          <p>
            <a href={back}>{kind === 'gate' ? 'Go back to the page' : 'Go back to the page without sending'}</a>
          </p>
        </>
      )}
    </>
  );
}

/** The whole HTML document. The honeypot is never sent back filled in. */
export function formPage(input: FormPageInput): string {
  const { [HONEYPOT_FIELD]: _ignored, ...values } = input.values;
  return staticPage({ title: input.title ?? TEXT[input.kind].title }, <Content {...input} values={values} />);
}

/** A short page for a post that never reached a form (unreadable, too large, no such form). */
export function notSentPage(message: string): string {
  return staticPage(
    { title: 'Your message was not sent' },
    <>
      <p>{message}</p>
      <p>
        <a href="/contact-us">Back to the contact page</a>
      </p>
    </>,
  );
}
