// The preview feature's public entry for browser-safe code: the signed link of a draft's preview.
export type { PreviewLink } from './preview-link';
