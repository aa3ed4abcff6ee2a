// The measurement feature's public entry for server code: the beacon endpoint, the batcher, the
// visit counting and the check of which paths the site serves.
export { createEventBatcher, type EventBatcher } from './event-batcher.server';
export { eventsApi } from './events-api.server';
export { servedPaths } from './served-paths.server';
export { createMeasurement } from './measurement.server';
export { createVisits, type Visits } from './visits.server';
