// One stored version of a document: which document (content type, documentId, locale), whether it
// was a publish, a saved draft or the last state before a delete, the whole document as JSON (its
// components and dynamic-zone blocks populated, relations and media by id), who and when.
// Hidden from the content manager: it is read and written through this plugin's routes only.
export const VERSION_UID = 'plugin::history.version';

export const versionSchema = {
  kind: 'collectionType',
  collectionName: 'history_versions',
  info: { singularName: 'version', pluralName: 'versions', displayName: 'Content version' },
  options: { draftAndPublish: false },
  pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
  attributes: {
    targetUid: { type: 'string', required: true },
    targetDocumentId: { type: 'string', required: true },
    targetLocale: { type: 'string' },
    kind: { type: 'enumeration', enum: ['publish', 'draft', 'deleted'], required: true },
    title: { type: 'string' },
    snapshot: { type: 'json', required: true },
    authorId: { type: 'integer' },
    authorName: { type: 'string' },
  },
};

export const contentTypes = { version: { schema: versionSchema } };
