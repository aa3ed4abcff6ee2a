// The live preview's conversation between the CMS admin (the edit view's "Live preview" pane) and
// the web's /preview page in its frame, both sides checking who sent each message (its origin and
// window). The admin sends what the editor has typed; the preview renders it through the web's
// server (POST LIVE_PREVIEW_PATH with the signed link of "Open preview", nothing saved) and says
// when it is shown; a click on a heading, text, button or picture in the preview names the field
// that holds it (its path, as the edit view names the input) for the admin to focus.
// Browser-safe: no Node.js imports (the admin and the web's island both use it).

export const LIVE_PREVIEW_MESSAGES = {
  /** preview → admin: the page is ready for values. */
  ready: 'ironbark:live-preview:ready',
  /** admin → preview: the form's values, unsaved; `seq` grows with each. */
  values: 'ironbark:live-preview:values',
  /** preview → admin: the values of `seq` are shown (ok) or could not be (message). */
  rendered: 'ironbark:live-preview:rendered',
  /** preview → admin: the editor clicked the element that shows the field at `path`. */
  edit: 'ironbark:live-preview:edit',
} as const;

/** The attribute that carries a field's path on what shows it, in preview HTML only (web/src/ui/edit-path.ts). */
export const EDIT_ATTR = 'data-edit';

/** Where the preview page sends the values to be rendered (with the signed link's query). */
export const LIVE_PREVIEW_PATH = '/preview/render';

/** How long after the last keystroke the admin sends the values (a render takes well under 250 ms more). */
export const LIVE_PREVIEW_DEBOUNCE_MS = 250;

/** The largest request body the web accepts (a page of 40 blocks is about 60 KB of JSON). */
export const LIVE_PREVIEW_BODY_LIMIT_BYTES = 512 * 1024;

export interface LiveValuesMessage {
  type: typeof LIVE_PREVIEW_MESSAGES.values;
  seq: number;
  values: Record<string, unknown>;
}

export interface LiveRenderedMessage {
  type: typeof LIVE_PREVIEW_MESSAGES.rendered;
  seq: number;
  ok: boolean;
  /** Why it could not be shown (ok false). */
  message?: string;
}

export interface LiveEditMessage {
  type: typeof LIVE_PREVIEW_MESSAGES.edit;
  path: string;
}

/** A field's path as the edit view names its input: "blocks.2.cards.0.title". */
export function isFieldPath(path: unknown): path is string {
  return typeof path === 'string' && path.length <= 200 && /^[A-Za-z_][A-Za-z0-9_]*(\.(?:[0-9]{1,4}|[A-Za-z_][A-Za-z0-9_]*))*$/.test(path);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isLiveValuesMessage(data: unknown): data is LiveValuesMessage {
  return isRecord(data) && data.type === LIVE_PREVIEW_MESSAGES.values && Number.isSafeInteger(data.seq) && isRecord(data.values);
}

export function isLiveRenderedMessage(data: unknown): data is LiveRenderedMessage {
  return isRecord(data) && data.type === LIVE_PREVIEW_MESSAGES.rendered && Number.isSafeInteger(data.seq) && typeof data.ok === 'boolean';
}

export function isLiveEditMessage(data: unknown): data is LiveEditMessage {
  return isRecord(data) && data.type === LIVE_PREVIEW_MESSAGES.edit && isFieldPath(data.path);
}

export function isLiveReadyMessage(data: unknown): boolean {
  return isRecord(data) && data.type === LIVE_PREVIEW_MESSAGES.ready;
}
