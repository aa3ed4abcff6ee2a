// The search feature's public entry for browser-safe code: the header's search box and its links.
export { popularLinks } from './popular-links';
export { default as searchBoxIsland } from './search-box.island';
