// The measurement feature's public entry for server code: the beacon endpoint and the batcher.
export { createEventBatcher, type EventBatcher } from './event-batcher.server';
export { eventsApi } from './events-api.server';
