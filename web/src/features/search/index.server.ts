// The search feature's public entry for server code: the reads behind /search.
export { searchContent } from './search-content.server';
