// The preview feature's public entry for server code: its reads, and the live preview's render.
export { previewContent } from './preview-content.server';
export { releasePlanSchema } from './release-preview.server';
export { livePreviewRoute } from './preview-live.server';
