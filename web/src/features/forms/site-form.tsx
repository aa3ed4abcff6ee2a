// A site form: a plain HTML form that posts to /api/forms/<name> and works without JavaScript
// (the browser's Origin header vouches for the post; the server answers 303 back here with
// ?popup=thank-you, or a page of its own). As a React island (site-form.island.tsx), woken when
// the visitor points at, touches or focuses it, it validates as the visitor goes, submits in place
// and asks the thank-you popup island to show (THANK_YOU_EVENT).
//
// Nothing moves while the visitor fixes errors: an error message, once shown, keeps its place
// (hidden, not removed) until the next submit, and the summary keeps its list, ticking off what
// has been fixed. So a click aimed at the next field lands on it.
//
// The bot check (see forms-api.server.ts): the first touch of the form asks the server for a
// signed start time; a message sent very soon after, or one the check holds for any other reason,
// comes back with a prompt to check and send again, and that second send goes through. Each
// message carries its own submission key, so sending it twice stores it once.
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { fieldError, type FieldErrors, type FormDefinition, type FormField } from '@ironbark/shared/forms/definitions';
import { THANK_YOU_EVENT } from '../../islands/events';
import { httpWithoutCookie } from '../../lib/http';
import { CONTEXT_FIELD_NAMES, CONTEXT_FIELDS } from '@ironbark/shared/forms/lead-context';
import { visitFields } from '../../lib/visit';
import { CONFIRM_FIELD, HONEYPOT_FIELD, KEY_FIELD, PAGE_FIELD, STARTED_FIELD } from './form-fields';
import { FieldControl } from './form-field';
import styles from './site-form.module.css';

export { HONEYPOT_FIELD };

export interface SiteFormProps {
  /**
   * The form as published (a CMS form, or a code form): plain data, so the server hands the
   * island the very definition it checks posts against, and a form published a moment ago is
   * drawn and checked by its new rules without a deploy.
   */
  form: FormDefinition<string>;
  /** The page the form is on: the lead's landing path, and where a form sent without JavaScript comes back to. */
  page: string;
  campaign?: string;
  submitLabel?: string;
  /** The enquiry type a call to action chose in advance (form-context.ts). */
  enquiry?: string;
  /** The page whose call to action led here, and that call to action's identifier. */
  sourcePage?: string;
  cta?: string;
  /** "Book an SD-WAN assessment (from SD-WAN)": shown above the form as "About: …". */
  about?: string;
  /**
   * Drawn in an editor's preview (/preview): checked as visitors' answers are, never sent. It has
   * no action (nothing to post to) and its button stays disabled until the island is awake, so
   * without JavaScript it cannot be sent at all: a preview never makes a lead.
   */
  preview?: boolean;
}

/** What the preview says instead of sending. */
export function previewNotice(thankYou: string | undefined): string {
  return `Preview: nothing was sent and no lead was stored. On the site, visitors who send this form see the thank-you message${thankYou ? `: “${thankYou}”` : ''}.`;
}

/** A fresh submission key: 32 URL-safe characters. */
export function newSubmissionKey(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

type Status = 'idle' | 'sending' | 'failed' | 'confirm';

const noSubscription = () => () => undefined;

export function SiteForm({ form, page, campaign, submitLabel, enquiry, sourcePage, cta, about, preview = false }: SiteFormProps) {
  const name = form.name;
  const idPrefix = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The errors of the last submit, whose places stay until the next one. */
  const [reported, setReported] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [notice, setNotice] = useState('');
  const [confirmToken, setConfirmToken] = useState('');
  const submissionKey = useRef('');
  const startRequest = useRef<Promise<string> | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  /** Where focus goes once the answer is on screen (after React has rendered it). */
  const [focusRequest, setFocusRequest] = useState<{ to: 'summary' | 'notice'; n: number } | null>(null);
  const focusNext = (to: 'summary' | 'notice') => setFocusRequest((prev) => ({ to, n: (prev?.n ?? 0) + 1 }));
  /** The island is running (false in the server's HTML and while hydrating): a preview's button works only then. */
  const awake = useSyncExternalStore(noSubscription, () => true, () => false);

  useEffect(() => {
    if (!focusRequest) return;
    (focusRequest.to === 'summary' ? summaryRef.current : noticeRef.current)?.focus();
  }, [focusRequest]);

  /** The first touch of the form: ask for the signed start time, once (not in a preview, which sends nothing). */
  const begin = useCallback(() => {
    if (preview) return;
    if (!submissionKey.current) submissionKey.current = newSubmissionKey();
    startRequest.current ??= fetch('/api/forms/start', { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then(async (res) => (res.ok ? ((await res.json()) as { started?: string }).started ?? '' : ''))
      .catch(() => '');
  }, [preview]);

  // The island wakes on the visitor's first touch of the form (island-types.ts: intent): that is
  // the start time the bot check wants, even when the touch came before the island was awake.
  useEffect(() => begin(), [begin]);

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

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setReported(found);
    focusNext('summary');
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    begin();
    const data = new FormData(formElement);
    const found: FieldErrors = {};
    for (const field of form.fields) {
      const answer = field.type === 'multiselect' ? data.getAll(field.name).join(',') : ((data.get(field.name) as string | null) ?? '');
      const error = fieldError(field, answer);
      if (error) found[field.name] = error;
    }
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setReported({});
    if (preview) {
      setStatus('confirm');
      setNotice(previewNotice(form.thankYou));
      focusNext('notice');
      return;
    }
    setStatus('sending');
    setNotice('');
    // A send before the start time came back (autofill, paste) waits for it briefly.
    const startToken = await Promise.race([startRequest.current!, new Promise<string>((resolve) => setTimeout(() => resolve(''), 3000))]);
    data.set(STARTED_FIELD, startToken);
    data.set(KEY_FIELD, submissionKey.current);
    // Where the visit came from (the measurement island keeps it in session storage).
    for (const [field, value] of Object.entries(visitFields())) if (!data.get(field)) data.set(field, value);
    if (confirmToken) data.set(CONFIRM_FIELD, confirmToken);
    try {
      const res = await httpWithoutCookie(`/api/forms/${name}`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams(data as unknown as Record<string, string>),
      });
      if (res.ok) {
        setStatus('idle');
        setConfirmToken('');
        // The next message is another lead, with its own start (a start token is single-use).
        submissionKey.current = newSubmissionKey();
        startRequest.current = null;
        formElement.reset();
        document.dispatchEvent(new CustomEvent(THANK_YOU_EVENT, { detail: { form: name } }));
        return;
      }
      const body = (await res.json().catch(() => ({}))) as { errors?: FieldErrors; message?: string; confirm?: string; retryAfter?: number };
      if (res.status === 400 && body.errors) {
        setStatus('idle');
        showErrors(body.errors);
        return;
      }
      if (res.status === 409 && body.confirm) {
        setConfirmToken(body.confirm);
        setStatus('confirm');
        setNotice('Please check your details, then select the button again to send your message. We ask this when a form is sent very quickly, to keep out automated messages.');
        focusNext('notice');
        return;
      }
      setStatus('failed');
      setNotice(
        res.status === 429
          ? (body.message ?? 'You have sent several messages in a short time. Please wait a few minutes and try again, or call us.')
          : res.status === 403
            ? 'Your session has expired. Please reload the page and send the form again.'
            : (body.message ?? 'Something went wrong on our side. Please try again, or call us.'),
      );
    } catch {
      setStatus('failed');
      setNotice('We could not reach our server. Check your connection and try again.');
    }
  }

  const summary = Object.entries(reported);
  return (
    <form
      method="post"
      action={preview ? undefined : `/api/forms/${name}`}
      data-preview={preview ? 'true' : undefined}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={begin}
      className={styles.form}
      aria-describedby={`${idPrefix}-required`}
    >
      <p id={`${idPrefix}-required`} className={styles.note}>
        All fields are required unless marked optional.
      </p>
      {summary.length > 0 ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className={styles.summary}>
          <h3 className={styles.summaryTitle}>Please check {summary.length === 1 ? 'one field' : `${summary.length} fields`}</h3>
          <ul>
            {summary.map(([field, message]) => {
              const fixed = !errors[field];
              return (
                <li key={field} className={fixed ? styles.fixed : undefined}>
                  <a href={`#${idPrefix}-${field}`}>
                    {fixed ? <span className="visually-hidden">Fixed: </span> : null}
                    {message}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {about ? (
        <p className={styles.about}>
          <span className={styles.aboutLabel}>About:</span> {about}
        </p>
      ) : null}
      <input type="hidden" name={PAGE_FIELD} value={page} />
      {campaign ? <input type="hidden" name="campaign" value={campaign} /> : null}
      {/* The lead's context: the call to action's, from the server; the visit's (referrer, utm_*)
          filled in by the measurement island, so a form sent before this island woke has them too. */}
      {CONTEXT_FIELD_NAMES.map((field) => (
        <input
          key={field}
          type="hidden"
          name={field}
          defaultValue={field === CONTEXT_FIELDS.sourcePage ? (sourcePage ?? '') : field === CONTEXT_FIELDS.cta ? (cta ?? '') : ''}
        />
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={styles.fields}>
        {form.fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            id={`${idPrefix}-${field.name}`}
            error={errors[field.name]}
            reserved={reported[field.name]}
            onBlur={onBlur}
            initial={field.name === form.enquiryField ? enquiry : undefined}
          />
        ))}
      </div>
      {notice ? (
        <p ref={noticeRef} tabIndex={-1} role="alert" className={status === 'confirm' ? styles.confirm : styles.failure}>
          {notice}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={status === 'sending' || (preview && !awake)}>
        {status === 'sending' ? 'Sending…' : status === 'confirm' && !preview ? 'Send my message' : (submitLabel ?? form.submitLabel)}
      </button>
    </form>
  );
}
