// The page builder's public entry for browser-safe code: a CMS page's body, a form's preview and the video island.
export { CmsPage } from './cms-page';
export { FormPreview } from './form-preview';
export { default as videoIsland } from './video.island';
