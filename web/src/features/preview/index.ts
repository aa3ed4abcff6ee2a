// The preview feature's public entry for browser-safe code: the signed link of a draft's preview,
// and a release preview's links kept within it.
export type { PreviewLink } from './preview-link';
export { keepLinksInReleasePreview } from './preview-link';
