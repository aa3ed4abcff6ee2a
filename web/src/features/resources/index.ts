// The resources feature's public entry for browser-safe code: cards and the article other pages draw.
export { ResourceCard, ResourceCardGrid } from './resource-card';
export { ResourceArticle } from './resource-route';
