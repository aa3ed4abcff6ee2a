// The measurement feature's public entry for browser-safe code: its island (the visit's fields every
// form posts are in lib/visit.ts, so the form island does not bring this island's code).
export { default as measurementIsland } from './measurement.lazy.island';
