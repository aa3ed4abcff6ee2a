// The resources feature's public entry for server code: the reads of resources and the gated downloads.
export { findDownload, gatedDownloads, RESOURCE_FIELD, sendFile, visitFieldsOfQuery, type GatedFile } from './gated-download.server';
export { createDownloadLinks, DOWNLOAD_LINK_BASE, downloadLinksRoute, type DownloadLinks } from './download-links.server';
export { resourceContent } from './resource-content.server';
