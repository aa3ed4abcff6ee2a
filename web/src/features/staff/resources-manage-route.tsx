// /resources-manage: staff list, create, edit and delete resources (news, case studies and
// guides) through the web's staff API, which calls the CMS as the signed-in staff member.
import { useEffect, useState, type FormEvent } from 'react';
import { RESOURCE_TYPES, RESOURCE_TYPE_LABELS, type ResourceType } from '@ironbark/shared/content/resource-types';
import { formatDate } from '../../lib/format';
import { http } from '../../lib/http';
import { StaffShell } from './staff-shell';
import styles from './staff.module.css';

interface StaffResource {
  documentId: string;
  title: string;
  slug: string;
  type: ResourceType;
  excerpt?: string | null;
  publishedDate?: string | null;
  youtubeUrl?: string | null;
  metaDescription?: string | null;
  published: boolean;
  updatedAt?: string | null;
}

interface ListState {
  items: StaffResource[];
  page: number;
  pageCount: number;
  total: number;
}

type Editing = { mode: 'create' } | { mode: 'edit'; resource: StaffResource } | null;

function ResourceForm({ editing, onDone, onCancel }: { editing: Exclude<Editing, null>; onDone: (message: string) => void; onCancel: () => void }) {
  const initial = editing.mode === 'edit' ? editing.resource : undefined;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setBusy(true);
    const url = editing.mode === 'edit' ? `/api/staff/resources/${encodeURIComponent(editing.resource.documentId)}` : '/api/staff/resources';
    const res = await http(url, {
      method: editing.mode === 'edit' ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...data, ...(editing.mode === 'edit' && !data.body ? { body: undefined } : {}) }),
    }).catch(() => null);
    setBusy(false);
    if (res?.ok) {
      onDone(editing.mode === 'edit' ? `Saved “${data.title}”.` : `Created “${data.title}”.`);
      return;
    }
    const body = (await res?.json().catch(() => ({}))) as { errors?: Record<string, string>; message?: string } | undefined;
    setErrors(Object.keys(body?.errors ?? {}).length ? body!.errors! : { form: body?.message ?? 'The change could not be saved.' });
  }

  const err = (name: string) =>
    errors[name] ? (
      <p id={`rf-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;
  const aria = (name: string) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `rf-${name}-error` : undefined });

  return (
    <form onSubmit={onSubmit} className={styles.card} noValidate aria-labelledby="rf-title">
      <h2 id="rf-title" className={styles.formTitle}>
        {editing.mode === 'edit' ? `Edit “${initial?.title}”` : 'New resource'}
      </h2>
      {errors.form ? (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      ) : null}
      <div className={styles.formGrid}>
        <div className={styles.wide}>
          <label className={styles.label} htmlFor="rf-title-input">
            Title
          </label>
          <input id="rf-title-input" name="title" required maxLength={140} defaultValue={initial?.title} className={styles.input} {...aria('title')} />
          {err('title')}
        </div>
        <div>
          <label className={styles.label} htmlFor="rf-type">
            Type
          </label>
          <select id="rf-type" name="type" defaultValue={initial?.type ?? 'news'} className={styles.input} {...aria('type')}>
            {RESOURCE_TYPES.map((t) => (
              <option key={t} value={t}>
                {RESOURCE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
          {err('type')}
        </div>
        <div>
          <label className={styles.label} htmlFor="rf-date">
            Publish date
          </label>
          <input id="rf-date" name="publishedDate" type="date" required defaultValue={initial?.publishedDate ?? new Date().toISOString().slice(0, 10)} className={styles.input} {...aria('publishedDate')} />
          {err('publishedDate')}
        </div>
        <div className={styles.wide}>
          <label className={styles.label} htmlFor="rf-excerpt">
            Excerpt <span className={styles.optional}>(optional, up to 320 characters)</span>
          </label>
          <textarea id="rf-excerpt" name="excerpt" maxLength={320} rows={3} defaultValue={initial?.excerpt ?? ''} className={styles.input} {...aria('excerpt')} />
          {err('excerpt')}
        </div>
        <div className={styles.wide}>
          <label className={styles.label} htmlFor="rf-body">
            Body <span className={styles.optional}>{editing.mode === 'edit' ? '(leave empty to keep the current text)' : '(paragraphs separated by a blank line)'}</span>
          </label>
          <textarea id="rf-body" name="body" rows={8} maxLength={20000} className={styles.input} {...aria('body')} />
          {err('body')}
        </div>
        <div>
          <label className={styles.label} htmlFor="rf-youtube">
            YouTube address <span className={styles.optional}>(optional)</span>
          </label>
          <input id="rf-youtube" name="youtubeUrl" type="url" defaultValue={initial?.youtubeUrl ?? ''} className={styles.input} {...aria('youtubeUrl')} />
          {err('youtubeUrl')}
        </div>
        <div>
          <label className={styles.label} htmlFor="rf-meta">
            Search description <span className={styles.optional}>(optional, up to 170)</span>
          </label>
          <input id="rf-meta" name="metaDescription" maxLength={170} defaultValue={initial?.metaDescription ?? ''} className={styles.input} {...aria('metaDescription')} />
          {err('metaDescription')}
        </div>
        <fieldset className={`${styles.wide} ${styles.fieldset}`}>
          <legend className={styles.label}>Status</legend>
          <label>
            <input type="radio" name="status" value="published" defaultChecked={!initial || initial.published} /> Published
          </label>
          <label>
            <input type="radio" name="status" value="draft" defaultChecked={Boolean(initial) && !initial?.published} /> Draft
          </label>
        </fieldset>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : editing.mode === 'edit' ? 'Save changes' : 'Create resource'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

async function fetchResources(page: number): Promise<ListState | { error: string }> {
  const res = await fetch(`/api/staff/resources?page=${page}`, { headers: { accept: 'application/json' } }).catch(() => null);
  if (!res?.ok) {
    return { error: res?.status === 401 ? 'Your session has ended. Please sign in again.' : 'The resources could not be loaded. Try again shortly.' };
  }
  const body = (await res.json()) as { data: StaffResource[]; meta: { pagination: { page: number; pageCount: number; total: number } } };
  return { items: body.data, ...body.meta.pagination };
}

export function Component() {
  const [list, setList] = useState<ListState | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<Editing>(null);

  const [reloads, setReloads] = useState(0);
  const reload = () => setReloads((n) => n + 1);

  useEffect(() => {
    let current = true;
    void fetchResources(page).then((result) => {
      if (!current) return;
      if ('error' in result) setError(result.error);
      else {
        setError('');
        setList(result);
      }
    });
    return () => {
      current = false;
    };
  }, [page, reloads]);

  async function remove(resource: StaffResource) {
    if (!window.confirm(`Delete “${resource.title}”? This cannot be undone.`)) return;
    const res = await http(`/api/staff/resources/${encodeURIComponent(resource.documentId)}`, { method: 'DELETE' }).catch(() => null);
    if (res?.ok) {
      setMessage(`Deleted “${resource.title}”.`);
      reload();
    } else setError('The resource could not be deleted.');
  }

  return (
    <StaffShell title="Resources">
      <p className={styles.lead}>News, case studies and guides shown on the site under News &amp; Case Studies. Changes appear on the site within seconds.</p>
      <p role="status" className={styles.success}>
        {message}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {editing ? (
        <ResourceForm
          key={editing.mode === 'edit' ? editing.resource.documentId : 'new'}
          editing={editing}
          onCancel={() => setEditing(null)}
          onDone={(m) => {
            setEditing(null);
            setMessage(m);
            reload();
          }}
        />
      ) : (
        <p>
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'create' })}>
            New resource
          </button>
        </p>
      )}
      {list === null && !error ? <p>Loading…</p> : null}
      {list ? (
        <>
          <p className={styles.count}>
            {list.total} {list.total === 1 ? 'resource' : 'resources'}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Type</th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((r) => (
                  <tr key={r.documentId}>
                    <td>
                      <a href={`/resources/${r.slug}`} target="_blank" rel="noopener noreferrer">
                        {r.title}
                      </a>
                    </td>
                    <td>{RESOURCE_TYPE_LABELS[r.type] ?? r.type}</td>
                    <td>{r.publishedDate ? formatDate(r.publishedDate) : ''}</td>
                    <td>{r.published ? 'Published' : 'Draft'}</td>
                    <td className={styles.rowActions}>
                      <button type="button" className={styles.linkButton} onClick={() => setEditing({ mode: 'edit', resource: r })}>
                        Edit<span className="visually-hidden"> {r.title}</span>
                      </button>
                      <button type="button" className={`${styles.linkButton} ${styles.danger}`} onClick={() => remove(r)}>
                        Delete<span className="visually-hidden"> {r.title}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.pageCount > 1 ? (
            <div className={styles.actions}>
              <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </button>
              <span>
                Page {list.page} of {list.pageCount}
              </span>
              <button type="button" className="btn btn-secondary" disabled={page >= list.pageCount} onClick={() => setPage((p) => p + 1)}>
                Next
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </StaffShell>
  );
}
