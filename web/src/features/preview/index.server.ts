// The preview feature's public entry for server code: the preview API and its reads.
export { previewApi } from './preview-api.server';
export { previewContent } from './preview-content.server';
