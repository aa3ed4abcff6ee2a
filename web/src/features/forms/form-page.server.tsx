// The HTML answers to a form posted without JavaScript, so such a visitor always gets a page and
// never loses what they typed: the form again with its errors, the "please check and send it
// again" step of the bot check, a "too many messages" page (with Retry-After) that shows the
// message for copying, or "not sent" with the form to try again. A page of its own (the site's
// typeface and colours, no script), posting to the same address as the page's form.
import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FormName } from '@ironbark/shared/blocks/form-names';
import { FORMS, isTicked, type FieldErrors, type FormField } from '@ironbark/shared/forms/definitions';
import { brandFacts } from '../../../server/brand.server.js';
import { HONEYPOT_FIELD } from './form-fields';

export type FormPageKind = 'errors' | 'confirm' | 'limited' | 'failed' | 'gate';

export interface FormPageInput {
  kind: FormPageKind;
  form: FormName;
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

const STYLE = `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(/assets/fonts/inter-latin-wght-5.3.0.woff2) format('woff2')}
*{box-sizing:border-box}body{margin:0;font:17px/1.6 'Inter Variable',Arial,sans-serif;color:#2b3947;background:#f4f7f9;overflow-wrap:break-word}
main{max-width:44rem;margin:0 auto;padding:2rem 1rem 4rem}h1{color:#13202e;font-size:1.9rem;line-height:1.2;margin:.5rem 0 1rem}
a{color:#0a6b6d}.brand{font-weight:800;color:#0e2a47;text-decoration:none}.lead{font-size:1.1rem}
.card{background:#fff;border:1px solid #d8e1e8;border-radius:12px;padding:1.5rem;margin-top:1.5rem}
.summary{border:2px solid #b42318;background:#fdf2f1;border-radius:12px;padding:1rem 1.25rem}.summary a{color:#b42318;font-weight:600}
.field{display:flex;flex-direction:column;gap:.4rem;margin-bottom:1.1rem}label{font-weight:650;font-size:.95rem;color:#13202e}
input[type=text],input[type=email],input[type=tel],select,textarea{font:inherit;width:100%;min-height:2.9rem;padding:.6rem .85rem;border:1.5px solid #8a9aab;border-radius:6px;background:#fff}
textarea{min-height:8rem}[aria-invalid=true]{border-color:#b42318}.check{flex-direction:row;align-items:flex-start;gap:.75rem}.check input{width:1.25rem;height:1.25rem;margin-top:.2rem}
.error{margin:0;color:#b42318;font-weight:600;font-size:.95rem}.optional{font-weight:400;color:#4e5d6c}
button{font:inherit;font-weight:650;min-height:2.9rem;padding:.6rem 1.4rem;border:0;border-radius:999px;background:#f2b134;color:#071627;cursor:pointer}
:focus-visible{outline:3px solid #f2b134;outline-offset:2px}`;

/** The style's hash, for the page's Content-Security-Policy (no inline style is allowed otherwise). */
export const FORM_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; font-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

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

function Field({ field, value, error }: { field: FormField; value: string; error?: string }) {
  const id = `f-${field.name}`;
  const errorId = `${id}-error`;
  const common = { id, name: field.name, required: field.required, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  const label = (
    <label htmlFor={id}>
      {field.label}
      {field.required ? null : <span className="optional"> (optional)</span>}
    </label>
  );
  let control;
  if (field.type === 'textarea') control = <textarea {...common} maxLength={field.maxLength} defaultValue={value} />;
  else if (field.type === 'select')
    control = (
      <select {...common} defaultValue={value}>
        <option value="">Choose one</option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  else if (field.type === 'checkbox') control = <input {...common} type="checkbox" defaultChecked={isTicked(value)} />;
  else control = <input {...common} type={field.type} maxLength={field.maxLength} autoComplete={field.autoComplete} defaultValue={value} />;
  return (
    <div className={field.type === 'checkbox' ? 'field check' : 'field'}>
      {field.type === 'checkbox' ? (
        <>
          {control}
          <span>
            {label}
            {error ? (
              <p className="error" id={errorId}>
                {error}
              </p>
            ) : null}
          </span>
        </>
      ) : (
        <>
          {label}
          {control}
          {error ? (
            <p className="error" id={errorId}>
              {error}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The plain document every page here shares: no site scripts, the brand, the heading. */
function Shell({ title, children }: { title: string; children: ReactNode }) {
  const brand = brandFacts();
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${brand.name}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <main>
          <a className="brand" href="/">
            {brand.name}
          </a>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

function Page({ kind, form: name, values, errors = {}, back, hidden = {}, message, title }: FormPageInput) {
  const form = FORMS[name];
  const t = { ...TEXT[kind], ...(title ? { title } : {}) };
  const errorList = Object.entries(errors);
  const fieldNames = new Set(form.fields.map((f) => f.name));
  const typed = form.fields.filter((f) => f.type === 'textarea').map((f) => text(values[f.name])).filter(Boolean);
  return (
    <Shell title={t.title}>
          {t.lead ? <p className="lead">{t.lead}</p> : null}
          {message ? <p className="lead">{message}</p> : null}
          {errorList.length > 0 ? (
            <div className="summary" role="alert">
              <p>
                <strong>Please check {errorList.length === 1 ? 'one field' : `${errorList.length} fields`}:</strong>
              </p>
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
                <div className="card">
                  <p>
                    <strong>Your message, to copy and send later:</strong>
                  </p>
                  <textarea readOnly aria-label="Your message" defaultValue={typed.join('\n\n')} />
                </div>
              ) : null}
              <p>
                <a href={back}>Go back to the page</a> or <a href="/contact-us">find our phone numbers</a>.
              </p>
            </>
          ) : (
            <>
              <form className="card" method="post" action={`/api/forms/${name}`} noValidate>
                <input type="hidden" name="_page" value={back} />
                {Object.entries(hidden).map(([k, v]) => (
                  <input key={k} type="hidden" name={k} value={v} />
                ))}
                {form.fields.map((field) => (
                  <Field key={field.name} field={field} value={text(values[field.name])} error={errors[field.name]} />
                ))}
                <button type="submit">{kind === 'confirm' ? 'Send my message' : form.submitLabel}</button>
              </form>
              <p>
                <a href={back}>{kind === 'gate' ? 'Go back to the page' : 'Go back to the page without sending'}</a>
              </p>
            </>
          )}
    </Shell>
  );
}

/** The whole HTML document. The honeypot is never sent back filled in. */
export function formPage(input: FormPageInput): string {
  const { [HONEYPOT_FIELD]: _ignored, ...values } = input.values;
  return `<!DOCTYPE html>${renderToStaticMarkup(<Page {...input} values={values} />)}`;
}

/** A short page for a post that never reached a form (unreadable, too large, no such form). */
export function notSentPage(message: string): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <Shell title="Your message was not sent">
      <p className="lead">{message}</p>
      <p>
        <a href="/contact-us">Back to the contact page</a>
      </p>
    </Shell>,
  )}`;
}
