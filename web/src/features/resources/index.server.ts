// The resources feature's public entry for server code: the gated downloads (its reads are its resource-content.server.ts's, which the content source finds by name).
export { findDownload, gatedDownloads, sendFile, visitFieldsOfQuery, type GatedFile } from './gated-download.server';
export { createDownloadLinks, DOWNLOAD_LINK_BASE, downloadLinksRoute, type DownloadLinks } from './download-links.server';
