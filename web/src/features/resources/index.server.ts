// The resources feature's public entry for server code: the reads of resources and the gated downloads.
export { findDownload, gatedDownloads, RESOURCE_FIELD, sendFile, visitFieldsOfQuery, type GatedFile } from './gated-download.server';
export { resourceContent } from './resource-content.server';
