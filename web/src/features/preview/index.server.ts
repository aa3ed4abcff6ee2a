// The preview feature's public entry for server code: the live preview's route.
export { livePreviewRoute } from './preview-live.server';
