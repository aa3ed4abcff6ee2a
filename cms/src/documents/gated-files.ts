// Gated guides' files are kept out of public reach (issue 33). Which files are private follows
// from the resources, after every change to one (create, update, publish, unpublish, delete,
// discard draft), after a file is replaced in the media library, and at start-up:
// - a file that any version of a resource (draft or published) offers gated is private: ticking
//   "Ask name and email" hides the file at once, before the publish, and a gated guide's draft
//   never leaves its file public;
// - a private file that only ungated resources offer is public again (gating turned off);
// - a private file no resource offers any more stays private: deleting a gated guide ends access
//   to its file (the media library still has it, for the editors).
// The public address of a private file answers 404 (local: the file is no longer under
// /uploads; S3: the object is no longer under the public key). The site delivers it through a
// signed, single-use link (web/src/features/resources) that asks the CMS for the bytes
// (GET /api/blogs/:slug/file, the web's API token only).
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { fileStoreFor, isPrivateFile, PRIVATE_URL_PREFIX, type FileStore, type StoredFile } from './private-files';

const UID = CONTENT_TYPE_UIDS.blog;
const FILE_UID = 'plugin::upload.file';
const FILE_FIELDS = ['id', 'hash', 'ext', 'url', 'mime', 'provider_metadata'] as const;
const ACTIONS = new Set(['create', 'update', 'publish', 'unpublish', 'delete', 'discardDraft']);

let store: FileStore | undefined;

export function fileStore(strapi: Core.Strapi): FileStore {
  store ??= fileStoreFor(strapi.config.get('plugin::upload') ?? {}, process.env, strapi.dirs.static.public);
  return store;
}

interface ResourceRow {
  gated?: boolean | null;
  doc?: { id: number } | null;
}

/** Which files should be private and which public, from every version of every resource. */
export function wantedPrivacy(rows: ResourceRow[]): { hide: Set<number>; show: Set<number> } {
  const hide = new Set<number>();
  const offeredOpenly = new Set<number>();
  for (const row of rows) {
    if (!row.doc) continue;
    (row.gated ? hide : offeredOpenly).add(row.doc.id);
  }
  const show = new Set([...offeredOpenly].filter((id) => !hide.has(id)));
  return { hide, show };
}

let running: Promise<unknown> = Promise.resolve();

/** Moves every file whose place does not match its resources; one pass at a time. */
export function syncGatedFiles(strapi: Core.Strapi): Promise<{ hidden: number; shown: number }> {
  const pass = running.then(async () => {
    // Only the rows that can matter (a site may have thousands of resources): the gated ones, and
    // those offering a file that is private now.
    const privateNow = (await strapi.db.query(FILE_UID).findMany({ select: ['id'], where: { url: { $startsWith: PRIVATE_URL_PREFIX } } })) as { id: number }[];
    const rows = (await strapi.db.query(UID).findMany({
      select: ['id', 'gated'],
      where: privateNow.length ? { $or: [{ gated: true }, { doc: { id: { $in: privateNow.map((f) => f.id) } } }] } : { gated: true },
      populate: { doc: { select: ['id'] } },
    })) as ResourceRow[];
    const { hide, show } = wantedPrivacy(rows);
    const ids = [...hide, ...show];
    if (ids.length === 0) return { hidden: 0, shown: 0 };
    const files = (await strapi.db.query(FILE_UID).findMany({ select: [...FILE_FIELDS], where: { id: { $in: ids } } })) as StoredFile[];
    let hidden = 0;
    let shown = 0;
    for (const file of files) {
      const isPrivate = isPrivateFile(file);
      if (hide.has(file.id) && !isPrivate) {
        await strapi.db.query(FILE_UID).update({ where: { id: file.id }, data: await fileStore(strapi).hide(file) });
        hidden++;
      } else if (show.has(file.id) && isPrivate) {
        await strapi.db.query(FILE_UID).update({ where: { id: file.id }, data: await fileStore(strapi).show(file) });
        shown++;
      }
    }
    if (hidden || shown) strapi.log.info(`gated files: ${hidden} moved out of public reach, ${shown} made public again`);
    return { hidden, shown };
  });
  running = pass.catch(() => undefined);
  return pass;
}

/** After each change to a resource, its file goes where its gating says; a failure is the editor's to see. */
export function registerGatedFiles(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === UID && ACTIONS.has(context.action)) {
      try {
        await syncGatedFiles(strapi);
      } catch (error) {
        strapi.log.error(`gated files: could not move a file: ${String(error)}`);
        throw new errors.ApplicationError(
          'The resource was saved, but its PDF could not be moved to or from private storage, so it may still be public. Save again in a minute; if this persists, tell your administrator.',
        );
      }
    }
    return result;
  });
}

/** At start-up: files changed behind the document service (or by an earlier failure) are put right. */
export async function startGatedFiles(strapi: Core.Strapi) {
  try {
    await syncGatedFiles(strapi);
  } catch (error) {
    strapi.log.error(`gated files: start-up pass failed: ${String(error)}`);
  }
}

/** The bytes of the published resource's file, for the web's signed download link. */
export async function publishedFile(strapi: Core.Strapi, slug: string) {
  const row = (await strapi.db.query(UID).findOne({
    select: ['id'],
    where: { slug, publishedAt: { $notNull: true } },
    populate: { doc: { select: [...FILE_FIELDS, 'name'] } },
  })) as { doc?: (StoredFile & { name?: string }) | null } | null;
  if (!row?.doc) return null;
  const opened = await fileStore(strapi).open(row.doc);
  return opened ? { ...opened, mime: row.doc.mime ?? 'application/octet-stream', name: row.doc.name ?? `${slug}${row.doc.ext ?? ''}` } : null;
}
