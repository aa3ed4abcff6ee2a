// The hidden fields every site form posts besides its visible ones, named once for the browser
// (site-form.tsx) and the server (forms-api.server.ts).
/** Left empty by people; filled by many bots. */
export const HONEYPOT_FIELD = 'website';
/** The page the form is on (the lead's landing path, and where the visitor goes back to). */
export const PAGE_FIELD = '_page';
/** The signed time of the visitor's first touch of the form (GET /api/forms/start). */
export const STARTED_FIELD = '_started';
/** The confirmation from a "please check and send again" answer. */
export const CONFIRM_FIELD = '_confirm';
/** The submission's idempotency key: one message, one lead, however often it is sent. */
export const KEY_FIELD = '_key';
