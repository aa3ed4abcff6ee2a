// /resources-manage/new and /resources-manage/:documentId: the resource editor. Every field of a
// resource, grouped as content, details, media and search engines; saving keeps a draft, and
// publishing, unpublishing, discarding draft changes and deleting are route actions calling the
// web's staff API. What is typed is never lost: a failed save keeps the form as it is, and the
// changes are kept in this tab's sessionStorage, so a session that ended can be signed into
// again (here, or in another tab) without retyping anything.
import { lazy, Suspense, useEffect, useId, useMemo, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { Link, useActionData, useLoaderData, useNavigate, useNavigation, useParams, useSubmit, type ActionFunctionArgs } from 'react-router-dom';
import { RESOURCE_TYPE_LABELS, RESOURCE_TYPES, type ResourceType } from '@ironbark/shared/content/resource-types';
import { RichText } from '../../ui/rich-text';
import { http } from '../../lib/http';
import { ConfirmDialog } from './confirm-dialog';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft-storage';
import { FileField } from './file-field';
import { RESOURCE_LIMITS, SLUG_PATTERN, YOUTUBE_URL_MESSAGE, fieldErrors, resourceInputSchema, slugify, youtubeVideoId, type FileSummary } from './resource-rules';
import { blocksToEditor, editorToBlocks, type EditorDoc } from './rich-text-convert';
import { loginHref, type EditorData } from './staff-loaders';
import { STATUS_DESCRIPTIONS } from './staff-labels';
import type { StaffResource } from './staff-query';
import { StatusBadge } from './status-badge';
import { useArrivalNotice } from './use-arrival-notice';
import { formatEdited } from './format-edited';
import styles from './staff.module.css';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

// ---------------------------------------------------------------------------------------------
// Form state

export interface EditorFields {
  title: string;
  slug: string;
  /** False while the address follows the title (a new resource whose address nobody typed). */
  slugEdited: boolean;
  type: ResourceType;
  publishedDate: string;
  excerpt: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  youtubeUrl: string;
  featured: boolean;
  body: EditorDoc;
  cover: FileSummary | null;
  doc: FileSummary | null;
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });

export function fieldsFrom(resource: StaffResource | null): EditorFields {
  return {
    title: resource?.title ?? '',
    slug: resource?.slug ?? '',
    slugEdited: Boolean(resource),
    type: resource?.type ?? 'news',
    publishedDate: resource?.publishedDate ?? today(),
    excerpt: resource?.excerpt ?? '',
    metaTitle: resource?.metaTitle ?? '',
    metaKeywords: resource?.metaKeywords ?? '',
    metaDescription: resource?.metaDescription ?? '',
    youtubeUrl: resource?.youtubeUrl ?? '',
    featured: resource?.featured ?? false,
    body: blocksToEditor(resource?.body).doc,
    cover: resource?.cover ?? null,
    doc: resource?.doc ?? null,
  };
}

/** What the staff API receives for these fields. */
export function inputFrom(fields: EditorFields) {
  return {
    title: fields.title,
    slug: fields.slug,
    type: fields.type,
    publishedDate: fields.publishedDate,
    excerpt: fields.excerpt,
    metaTitle: fields.metaTitle,
    metaKeywords: fields.metaKeywords,
    metaDescription: fields.metaDescription,
    youtubeUrl: fields.youtubeUrl,
    featured: fields.featured,
    body: editorToBlocks(fields.body),
    cover: fields.cover?.id ?? null,
    doc: fields.doc?.id ?? null,
  };
}

const snapshot = (fields: EditorFields) => JSON.stringify(inputFrom(fields));

// ---------------------------------------------------------------------------------------------
// Actions (in the browser, through the site's http client)

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

type Intent = 'save' | 'publish' | 'unpublish' | 'discard' | 'delete';

export type EditorActionResult =
  | { intent: Intent; ok: true; notice: string; resource?: StaffResource; createdId?: string; deletedTitle?: string; at: number }
  | { intent: Intent; ok: false; message: string; errors?: Record<string, string>; expired?: boolean; at: number };

async function send(method: string, url: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const res = await http(url, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

const NOTICES: Record<Intent, string> = {
  save: 'Draft saved. The site still shows the published version, if there is one.',
  publish: 'Published. The resource is on the site within seconds.',
  unpublish: 'Unpublished. The resource has left the site; its draft is kept here.',
  discard: 'Draft changes discarded: the form shows the published version again.',
  delete: 'Deleted.',
};

export async function action({ request, params }: ActionFunctionArgs): Promise<EditorActionResult> {
  const { intent, input, title } = (await request.json()) as { intent: Intent; input?: unknown; title?: string };
  const at = Date.now();
  const fail = (status: number, json: Record<string, unknown> | null): EditorActionResult => {
    if (status === 401) return { intent, ok: false, expired: true, message: 'Your session has ended, so nothing was saved. Your changes are kept in this form.', at };
    if (status === 403) return { intent, ok: false, message: 'This page has expired. Reload it and try again; your changes are kept in this tab.', at };
    return {
      intent,
      ok: false,
      message: typeof json?.message === 'string' ? json.message : `The change could not be made (error ${status}). Try again shortly.`,
      errors: (json?.errors as Record<string, string> | undefined) ?? {},
      at,
    };
  };
  try {
    let documentId = params.documentId;
    let resource: StaffResource | undefined;
    let createdId: string | undefined;
    if (intent === 'save' || intent === 'publish') {
      const saved = await send(documentId ? 'PUT' : 'POST', documentId ? `/api/staff/resources/${documentId}` : '/api/staff/resources', input);
      if (saved.status !== 200 && saved.status !== 201) return fail(saved.status, saved.json);
      resource = saved.json?.data as StaffResource;
      if (!documentId) createdId = documentId = resource.documentId;
    }
    if (!documentId) return { intent, ok: false, message: 'Save the resource first.', at };
    if (intent === 'publish' || intent === 'unpublish' || intent === 'discard') {
      const done = await send('POST', `/api/staff/resources/${documentId}/${intent === 'discard' ? 'discard-draft' : intent}`);
      if (done.status !== 200) {
        const failed = fail(done.status, done.json);
        // A new resource was created before publishing failed: go to it, with the error shown.
        return createdId && !failed.ok ? { ...failed, message: `Saved as a draft, but not published: ${failed.message}` } : failed;
      }
      resource = done.json?.data as StaffResource;
    }
    if (intent === 'delete') {
      const done = await send('DELETE', `/api/staff/resources/${documentId}`);
      if (done.status !== 200) return fail(done.status, done.json);
      return { intent, ok: true, notice: `Deleted “${title ?? 'the resource'}”.`, deletedTitle: title ?? '', at };
    }
    return { intent, ok: true, notice: NOTICES[intent], resource, createdId, at };
  } catch {
    return { intent, ok: false, message: 'We could not reach the server. Check your connection and try again; your changes are kept.', at };
  }
}

// ---------------------------------------------------------------------------------------------
// Fields

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

function TextField({ id, label, value, onChange, error, max, hint, multiline, required, type = 'text', prefix, inputMode, after }: TextFieldProps) {
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
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SlugState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'available' } | { kind: 'taken'; suggestion: string } | { kind: 'invalid' };

/** Asks the CMS (through the web) whether an address is free, a moment after typing stops. */
function useSlugCheck(slug: string, documentId: string | undefined, original: string | null): SlugState {
  const [answer, setAnswer] = useState<{ slug: string; available: boolean; suggestion: string } | null>(null);
  const worth = Boolean(slug) && slug !== original && SLUG_PATTERN.test(slug) && slug.length <= RESOURCE_LIMITS.slug;
  useEffect(() => {
    if (!worth) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const params = new URLSearchParams({ slug });
      if (documentId) params.set('documentId', documentId);
      try {
        const res = await fetch(`/api/staff/slug-check?${params}`, { headers: { accept: 'application/json' }, signal: controller.signal });
        if (!res.ok) return;
        const body = (await res.json()) as { available: boolean; suggestion: string };
        setAnswer({ slug, available: body.available, suggestion: body.suggestion });
      } catch {
        // Aborted by the next keystroke, or offline: the save checks again.
      }
    }, 400);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [slug, documentId, worth]);
  if (!slug || slug === original) return { kind: 'idle' };
  if (!worth) return { kind: 'invalid' };
  if (answer?.slug !== slug) return { kind: 'checking' };
  return answer.available ? { kind: 'available' } : { kind: 'taken', suggestion: answer.suggestion };
}

/** False in the server render and the hydrating render, true after: for browser-only parts. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
const noSubscription = () => () => undefined;

function BodyField({ initial, onChange, error, editorKey, fallback }: { initial: EditorDoc; onChange: (doc: EditorDoc) => void; error?: string; editorKey: number; fallback: ReactNode }) {
  const id = useId();
  // The editor loads in the browser only, after the page is on screen.
  const mounted = useHydrated();
  const loading = (
    <div className={styles.editorLoading} aria-busy="true">
      {fallback}
      <p className={styles.muted}>Loading the editor…</p>
    </div>
  );
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        Body
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        Headings, bold, italic, links, lists and quotes, as the resource page shows them.
      </p>
      {mounted ? (
        <Suspense fallback={loading}>
          <RichTextEditor key={editorKey} initial={initial} onChange={onChange} labelledBy={`${id}-label`} describedBy={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')} invalid={Boolean(error)} />
        </Suspense>
      ) : (
        loading
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// The page

type Dialog = 'delete' | 'unpublish' | 'discard' | null;

export function Component() {
  const { resource } = useLoaderData() as EditorData;
  // A fresh form per resource: after "new" is saved the address changes but the route
  // component stays, and the new resource's form must not inherit the old one's state.
  return <Editor key={resource?.documentId ?? 'new'} resource={resource} />;
}

function Editor({ resource }: EditorData) {
  const { documentId } = useParams();
  const result = useActionData() as EditorActionResult | undefined;
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const storageKey = draftKey(resource?.documentId ?? null);

  const [fields, setFields] = useState<EditorFields>(() => fieldsFrom(resource));
  const [saved, setSaved] = useState(() => snapshot(fieldsFrom(resource)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editorKey, setEditorKey] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [restored, setRestored] = useState<{ kind: 'restored' | 'offer'; fields?: EditorFields; savedAt: number } | null>(null);
  const [expired, setExpired] = useState(false);
  const busyIntent = navigation.state !== 'idle' && navigation.json ? ((navigation.json as { intent?: Intent }).intent ?? null) : null;
  const dirty = snapshot(fields) !== saved;
  const lossy = useMemo(() => blocksToEditor(resource?.body).dropped, [resource?.body]);

  // Unsaved changes from an earlier visit (e.g. before signing in again) come back, once the
  // page has hydrated (the server cannot see this tab's storage).
  const hydrated = useHydrated();
  const [restoreChecked, setRestoreChecked] = useState(false);
  if (hydrated && !restoreChecked) {
    setRestoreChecked(true);
    const stored = readDraft<EditorFields>(storageKey);
    if (stored && snapshot(stored.fields) !== snapshot(fieldsFrom(resource))) {
      if (stored.base === (resource?.updatedAt ?? null)) {
        setFields(stored.fields);
        setEditorKey((k) => k + 1);
        setRestored({ kind: 'restored', savedAt: stored.savedAt });
      } else {
        setRestored({ kind: 'offer', fields: stored.fields, savedAt: stored.savedAt });
      }
    }
  }

  // Every change is kept in this tab until it is saved.
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => writeDraft(storageKey, { base: resource?.updatedAt ?? null, savedAt: Date.now(), fields }), 300);
    return () => window.clearTimeout(timer);
  }, [fields, dirty, storageKey, resource?.updatedAt]);

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // What an action's answer means for the form: its state follows during render, its effects
  // on the world (navigation, focus, storage) after.
  const [handledAt, setHandledAt] = useState(0);
  if (result && result.at !== handledAt) {
    setHandledAt(result.at);
    setDialog(null);
    setErrors(result.ok ? {} : (result.errors ?? {}));
    setExpired(!result.ok && Boolean(result.expired));
    if (result.ok && result.resource && !result.createdId) {
      const fresh = fieldsFrom(result.resource);
      if (result.intent === 'discard') {
        setFields(fresh);
        setEditorKey((k) => k + 1);
      } else {
        // The CMS may have settled the address (e.g. made it unique).
        setFields((f) => ({ ...f, slug: fresh.slug, slugEdited: true }));
      }
      setSaved(snapshot(fresh));
    }
  }
  useEffect(() => {
    if (!result) return;
    if (!result.ok) {
      const first = Object.keys(result.errors ?? {})[0];
      if (first) document.getElementById(`re-${first}`)?.focus();
      return;
    }
    clearDraft(storageKey);
    if (result.intent === 'delete') navigate('/resources-manage', { replace: true, state: { notice: result.notice } });
    else if (result.createdId) navigate(`/resources-manage/${result.createdId}`, { replace: true, state: { notice: result.notice } });
  }, [result, navigate, storageKey]);

  // A notice passed along by the page before (e.g. "Published" after creating).
  const arrivalNotice = useArrivalNotice();

  const set = <K extends keyof EditorFields>(key: K, value: EditorFields[K]) => {
    setFields((f) => {
      const next = { ...f, [key]: value };
      // A new resource's address follows its title until someone types one.
      if (key === 'title' && !f.slugEdited) next.slug = slugify(String(value));
      return next;
    });
  };

  function run(intent: Intent) {
    const input = inputFrom(fields);
    if (intent === 'save' || intent === 'publish') {
      const parsed = resourceInputSchema.safeParse(input);
      if (!parsed.success) {
        const found = fieldErrors(parsed.error);
        setErrors(found);
        const first = Object.keys(found)[0];
        if (first) document.getElementById(`re-${first}`)?.focus();
        return;
      }
    }
    // Plain JSON for the router (rich text is typed with interfaces, which it cannot check).
    const payload = JSON.parse(JSON.stringify({ intent, input, title: fields.title || resource?.title || '' })) as Json;
    submit(payload, { method: 'post', encType: 'application/json' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === 'publish' ? 'publish' : 'save';
    run(intent);
  }

  // Ctrl+S (or Cmd+S) saves the draft.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!busyIntent) run('save');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const slugState = useSlugCheck(fields.slug, documentId, resource?.slug ?? null);
  const videoId = youtubeVideoId(fields.youtubeUrl);
  const status = resource?.status ?? 'draft';
  const isNew = !resource;
  const publishLabel = isNew ? 'Publish' : status === 'draft' ? 'Publish' : status === 'modified' || dirty ? 'Publish changes' : 'Published';
  const here = documentId ? `/resources-manage/${documentId}` : '/resources-manage/new';
  const notice = result?.ok ? result.notice : restored?.kind === 'restored' ? 'Your unsaved changes from earlier were put back. Save to keep them.' : arrivalNotice;

  const slugHint =
    slugState.kind === 'checking'
      ? 'Checking…'
      : slugState.kind === 'available'
        ? '✓ This address is free.'
        : slugState.kind === 'invalid'
          ? 'Use lower-case letters, digits and single hyphens.'
          : fields.slug && !isNew && fields.slug !== resource?.slug && status !== 'draft'
            ? 'Changing the address of a published resource breaks links to the old one.'
            : 'Made from the title; you can change it.';

  return (
    <div className={styles.page}>
      <title>{`${isNew ? 'New resource' : `Edit: ${resource.title}`} | Staff area`}</title>
      <header className={styles.editorHeader}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <Link to="/resources-manage">Resources</Link>
          <span aria-hidden="true"> / </span>
          <span>{isNew ? 'New' : 'Edit'}</span>
        </nav>
        <div className={styles.editorTitleRow}>
          <h1 className={styles.pageTitle}>{isNew ? 'New resource' : resource.title}</h1>
          <div className={styles.editorMeta}>
            <StatusBadge status={status} />
            {dirty ? <span className={styles.unsaved}>Unsaved changes</span> : null}
          </div>
        </div>
        <p className={styles.muted}>
          {isNew ? 'Not saved yet.' : `${status === 'published' ? '' : `${STATUS_DESCRIPTIONS[status]}. `}Last saved ${formatEdited(resource.updatedAt)}.`}
        </p>
      </header>

      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {result && !result.ok ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>{result.message}</p>
          {expired ? (
            <p>
              <Link to={loginHref(here)}>Sign in again</Link> and you will come back here with your changes, or{' '}
              <a href={loginHref(here)} target="_blank" rel="noopener">
                sign in in a new tab
              </a>{' '}
              and then save again here.
            </p>
          ) : Object.keys(errors).length ? (
            <ul className={styles.errorList}>
              {Object.entries(errors).map(([field, message]) => (
                <li key={field}>
                  <a href={`#re-${field}`}>{message}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {restored?.kind === 'offer' ? (
        <div className={styles.alert} role="region" aria-label="Unsaved changes">
          <p className={styles.alertTitle}>This tab has unsaved changes to this resource from earlier, but the resource has been saved since.</p>
          <div className={styles.actionsRow}>
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                if (restored.fields) setFields(restored.fields);
                setEditorKey((k) => k + 1);
                setRestored({ kind: 'restored', savedAt: restored.savedAt });
              }}
            >
              Put my changes back
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.buttonQuiet}`}
              onClick={() => {
                clearDraft(storageKey);
                setRestored(null);
              }}
            >
              Forget them
            </button>
          </div>
        </div>
      ) : null}
      {lossy.length ? (
        <div className={styles.alert} role="note">
          <p className={styles.alertTitle}>The body has things this editor cannot show; saving will change them:</p>
          <ul className={styles.errorList}>
            {lossy.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <form className={styles.editorGrid} onSubmit={onSubmit} noValidate aria-label={isNew ? 'New resource' : `Edit ${resource.title}`}>
        <div className={styles.actionBar}>
          <button type="submit" name="intent" value="save" className={styles.button} disabled={Boolean(busyIntent)} aria-busy={busyIntent === 'save' || undefined}>
            {busyIntent === 'save' ? 'Saving…' : 'Save draft'}
          </button>
          <button
            type="submit"
            name="intent"
            value="publish"
            className={`${styles.button} ${styles.buttonPrimary}`}
            disabled={Boolean(busyIntent) || (!isNew && status === 'published' && !dirty)}
            aria-busy={busyIntent === 'publish' || undefined}
          >
            {busyIntent === 'publish' ? 'Publishing…' : publishLabel}
          </button>
          {!isNew && status !== 'draft' ? (
            <button type="button" className={styles.button} onClick={() => setDialog('unpublish')} disabled={Boolean(busyIntent)}>
              Unpublish
            </button>
          ) : null}
          {!isNew && status === 'modified' ? (
            <button type="button" className={`${styles.button} ${styles.buttonQuiet}`} onClick={() => setDialog('discard')} disabled={Boolean(busyIntent)}>
              Discard changes
            </button>
          ) : null}
          {!isNew && status !== 'draft' && resource.slug ? (
            <a href={`/resources/${resource.slug}`} target="_blank" rel="noopener" className={styles.viewLink}>
              View on site<span className="visually-hidden"> (opens in a new tab)</span> ↗
            </a>
          ) : null}
        </div>

        <div className={styles.editorMain}>
          <section className={styles.panel} aria-labelledby="re-content-heading">
            <h2 id="re-content-heading" className={styles.panelTitle}>
              Content
            </h2>
            <TextField id="re-title" label="Title" value={fields.title} onChange={(v) => set('title', v)} error={errors.title} max={RESOURCE_LIMITS.title} required />
            <TextField
              id="re-slug"
              label="Address"
              value={fields.slug}
              prefix="/resources/"
              onChange={(v) => {
                setFields((f) => ({ ...f, slug: v.toLowerCase().replace(/\s+/g, '-'), slugEdited: true }));
              }}
              error={errors.slug ?? (slugState.kind === 'taken' ? `Another resource already uses this address.` : undefined)}
              hint={slugHint}
              max={RESOURCE_LIMITS.slug}
              required
              after={
                slugState.kind === 'taken' ? (
                  <p className={styles.hint}>
                    <button type="button" className={styles.linkButton} onClick={() => setFields((f) => ({ ...f, slug: slugState.suggestion, slugEdited: true }))}>
                      Use “{slugState.suggestion}”
                    </button>
                  </p>
                ) : null
              }
            />
            <TextField
              id="re-excerpt"
              label="Summary"
              value={fields.excerpt}
              onChange={(v) => set('excerpt', v)}
              error={errors.excerpt}
              max={RESOURCE_LIMITS.excerpt}
              multiline={3}
              hint="One or two sentences for cards and lists."
            />
            <BodyField
              initial={fields.body}
              onChange={(doc) => set('body', doc)}
              error={errors.body}
              editorKey={editorKey}
              fallback={<RichText nodes={editorToBlocks(fields.body)} className={`prose ${styles.editorPreview}`} />}
            />
          </section>
        </div>

        <div className={styles.editorSide}>
          <section className={styles.panel} aria-labelledby="re-details-heading">
            <h2 id="re-details-heading" className={styles.panelTitle}>
              Details
            </h2>
            <div className={styles.field}>
              <label className={styles.label} htmlFor="re-type">
                Type
              </label>
              <select id="re-type" className={styles.select} value={fields.type} onChange={(e) => set('type', e.target.value as ResourceType)} aria-invalid={errors.type ? true : undefined}>
                {RESOURCE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {RESOURCE_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
              {errors.type ? <p className={styles.fieldError}>{errors.type}</p> : null}
            </div>
            <TextField id="re-publishedDate" label="Date" type="date" value={fields.publishedDate} onChange={(v) => set('publishedDate', v)} error={errors.publishedDate} hint="Shown on the resource; lists are sorted by it." required />
            <div className={styles.checkField}>
              <input id="re-featured" type="checkbox" checked={fields.featured} onChange={(e) => set('featured', e.target.checked)} aria-describedby="re-featured-hint" />
              <label htmlFor="re-featured" className={styles.label}>
                Featured
              </label>
              <p id="re-featured-hint" className={styles.hint}>
                Pinned first on the Resources page, with a “Featured” label.
              </p>
            </div>
          </section>

          <section className={styles.panel} aria-labelledby="re-media-heading">
            <h2 id="re-media-heading" className={styles.panelTitle}>
              Media
            </h2>
            <FileField field="cover" label="Cover image" value={fields.cover} onChange={(f) => set('cover', f)} error={errors.cover} onSignedOut={() => setExpired(true)} />
            <FileField field="doc" label="PDF document" value={fields.doc} onChange={(f) => set('doc', f)} error={errors.doc} onSignedOut={() => setExpired(true)} />
            <TextField
              id="re-youtubeUrl"
              label="YouTube video"
              value={fields.youtubeUrl}
              onChange={(v) => set('youtubeUrl', v)}
              error={errors.youtubeUrl ?? (fields.youtubeUrl.trim() && !videoId ? YOUTUBE_URL_MESSAGE : undefined)}
              inputMode="url"
              hint="Shown with the resource; it loads only when a visitor presses play."
              after={
                videoId ? (
                  <img src={`https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`} alt="Thumbnail of the YouTube video" width={320} height={180} className={styles.videoThumb} loading="lazy" />
                ) : null
              }
            />
          </section>

          <section className={styles.panel} aria-labelledby="re-seo-heading">
            <h2 id="re-seo-heading" className={styles.panelTitle}>
              Search engines
            </h2>
            <TextField id="re-metaTitle" label="Search title" value={fields.metaTitle} onChange={(v) => set('metaTitle', v)} error={errors.metaTitle} max={RESOURCE_LIMITS.metaTitle} hint="When it should differ from the title." />
            <TextField
              id="re-metaKeywords"
              label="Search keywords"
              value={fields.metaKeywords}
              onChange={(v) => set('metaKeywords', v)}
              error={errors.metaKeywords}
              max={RESOURCE_LIMITS.metaKeywords}
              multiline={3}
              hint="Words people search for, separated by commas."
            />
            <TextField
              id="re-metaDescription"
              label="Search description"
              value={fields.metaDescription}
              onChange={(v) => set('metaDescription', v)}
              error={errors.metaDescription}
              max={RESOURCE_LIMITS.metaDescription}
              multiline={4}
              hint="The summary in search results."
            />
          </section>

          {!isNew ? (
            <section className={`${styles.panel} ${styles.dangerPanel}`} aria-labelledby="re-danger-heading">
              <h2 id="re-danger-heading" className={styles.panelTitle}>
                Delete
              </h2>
              <p className={styles.hint}>Deleting removes the resource from the site and from this list for good.</p>
              <div>
                <button type="button" className={`${styles.button} ${styles.buttonDanger}`} onClick={() => setDialog('delete')} disabled={Boolean(busyIntent)}>
                  Delete resource
                </button>
              </div>
            </section>
          ) : null}
        </div>
      </form>

      {!isNew ? (
        <>
          <ConfirmDialog
            open={dialog === 'delete'}
            title={`Delete “${resource.title}”?`}
            confirmLabel="Delete resource"
            busyLabel="Deleting…"
            tone="danger"
            busy={busyIntent === 'delete'}
            onCancel={() => setDialog(null)}
            onConfirm={() => run('delete')}
          >
            <p>
              “{resource.title}” will be removed from the site{status === 'draft' ? '' : ' at once'} and from this list. Its files stay in the media library. This cannot be undone.
            </p>
          </ConfirmDialog>
          <ConfirmDialog
            open={dialog === 'unpublish'}
            title={`Unpublish “${resource.title}”?`}
            confirmLabel="Unpublish"
            busyLabel="Unpublishing…"
            busy={busyIntent === 'unpublish'}
            onCancel={() => setDialog(null)}
            onConfirm={() => run('unpublish')}
          >
            <p>It leaves the site within seconds; its address will show “not found”. The draft stays here, ready to publish again.</p>
          </ConfirmDialog>
          <ConfirmDialog
            open={dialog === 'discard'}
            title="Discard the draft changes?"
            confirmLabel="Discard changes"
            busyLabel="Discarding…"
            tone="danger"
            busy={busyIntent === 'discard'}
            onCancel={() => setDialog(null)}
            onConfirm={() => run('discard')}
          >
            <p>The draft of “{resource.title}” goes back to the published version. Changes saved since publishing, and any unsaved ones in this form, are lost.</p>
          </ConfirmDialog>
        </>
      ) : null}
    </div>
  );
}

export { StaffError as ErrorBoundary } from './staff-layout';
