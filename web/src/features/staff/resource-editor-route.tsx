// /resources-manage/new and /resources-manage/:documentId: the resource editor. Every field of a
// resource, grouped as content, details, media and search engines; saving keeps a draft, and
// publishing, unpublishing, discarding draft changes and deleting are route actions calling the
// web's staff API. What is typed is never lost: a failed save keeps the form as it is, and the
// changes are kept in this tab's sessionStorage, so a session that ended can be signed into
// again (here, or in another tab) without retyping anything.
import { Link, useLoaderData } from 'react-router-dom';
import { ContentPanel } from './resource-editor-content';
import { EditorDialogs } from './resource-editor-dialogs';
import { EditorNotices } from './resource-editor-notices';
import { SidePanels } from './resource-editor-side';
import type { EditorData } from './staff-loaders';
import { STATUS_DESCRIPTIONS } from './staff-labels';
import { StatusBadge } from './status-badge';
import { useResourceEditor } from './use-resource-editor';
import { formatDateTime } from '@ironbark/shared/time';
import styles from './staff.module.css';

export { action } from './resource-editor-action';

export function Component() {
  const { resource } = useLoaderData() as EditorData;
  // A fresh form per resource: after "new" is saved the address changes but the route
  // component stays, and the new resource's form must not inherit the old one's state.
  return <Editor key={resource?.documentId ?? 'new'} resource={resource} />;
}

function Editor({ resource }: EditorData) {
  const editor = useResourceEditor(resource);
  const { documentId, result, onSubmit, busyIntent, dirty, setDialog, restored, arrivalNotice } = editor;
  const status = resource?.status ?? 'draft';
  const isNew = !resource;
  const publishLabel = isNew ? 'Publish' : status === 'draft' ? 'Publish' : status === 'modified' || dirty ? 'Publish changes' : 'Published';
  const here = documentId ? `/resources-manage/${documentId}` : '/resources-manage/new';
  const notice = result?.ok ? result.notice : restored?.kind === 'restored' ? 'Your unsaved changes from earlier were put back. Save to keep them.' : arrivalNotice;

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
          {isNew ? 'Not saved yet.' : `${status === 'published' ? '' : `${STATUS_DESCRIPTIONS[status]}. `}Last saved ${formatDateTime(resource.updatedAt)}.`}
        </p>
      </header>

      <EditorNotices editor={editor} notice={notice} here={here} />

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
          <ContentPanel editor={editor} resource={resource} />
        </div>

        <div className={styles.editorSide}>
          <SidePanels editor={editor} isNew={isNew} />
        </div>
      </form>

      {!isNew ? <EditorDialogs editor={editor} resource={resource} /> : null}
    </div>
  );
}

export { StaffError as ErrorBoundary } from './staff-layout';
