// The preview feature's public entry for server code: its reads.
export { previewContent } from './preview-content.server';
