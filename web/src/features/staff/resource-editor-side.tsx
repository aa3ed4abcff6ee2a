// The resource editor's side column: details (type, date, featured), media (cover, PDF,
// YouTube video), search engine fields, and deleting.
import { RESOURCE_TYPE_LABELS, RESOURCE_TYPES, type ResourceType } from '@ironbark/shared/content/resource-types';
import { ContractTextFields } from './contract-text-fields';
import { FileField } from './file-field';
import { YOUTUBE_URL_MESSAGE, youtubeVideoId } from './resource-rules';
import { TextField } from './text-field';
import type { ResourceEditorState } from './use-resource-editor';
import styles from './staff.module.css';

export function SidePanels({ editor, isNew }: { editor: ResourceEditorState; isNew: boolean }) {
  const { fields, set, errors, setExpired, setDialog, busyIntent } = editor;
  const videoId = youtubeVideoId(fields.youtubeUrl);
  return (
    <>
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
      <ContractTextFields editor={editor} panel="search" />
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
    </>
  );
}
