// The page builder's public entry for browser-safe code: a CMS page's body and the video island.
export { CmsPage } from './cms-page';
export { default as videoIsland } from './video.island';
