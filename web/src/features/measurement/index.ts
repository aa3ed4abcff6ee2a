// The measurement feature's public entry for browser-safe code: the island and the visit's fields
// every form posts.
export { default as measurementIsland } from './measurement.island';
export { visitFields } from './visit';
