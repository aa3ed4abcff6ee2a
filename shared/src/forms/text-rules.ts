// Which characters a text answer may hold, for the site's forms (definitions.ts), the staff
// screens and every text field the CMS stores (schema/fields.ts). A single-line value (a name, an
// organisation, an email address, a phone number, a title) holds no control character at all: a
// name with CR/LF became the subject line of the team's notification email. A multi-line value
// (a message, notes) keeps its line breaks (\n, \r\n) and tabs, nothing else.
// Control characters: C0 (U+0000–U+001F), DEL, C1 (U+0080–U+009F), and the line and paragraph
// separators U+2028/U+2029 (line breaks to JavaScript and many mail and log readers).
// Free of runtime dependencies so the browser bundle can use it.

// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Everything above but tab (U+0009), line feed (U+000A) and carriage return (U+000D), and a
// carriage return only as the first half of \r\n.
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]|\r(?!\n)/;

/** True when `value` may be stored in a single-line field. */
export function isSingleLine(value: string): boolean {
  return !SINGLE_LINE_FORBIDDEN.test(value);
}

/** True when `value` may be stored in a multi-line field (line breaks and tabs allowed). */
export function isMultiLineText(value: string): boolean {
  return !MULTI_LINE_FORBIDDEN.test(value);
}

export function singleLineMessage(label: string): string {
  return `${label} must be a single line without control characters`;
}

export function multiLineMessage(label: string): string {
  return `${label} must not contain control characters (line breaks and tabs are fine)`;
}

/** The error for a text value, or null: `multiLine` for messages and notes. */
export function controlCharacterError(label: string, value: string, multiLine: boolean): string | null {
  if (multiLine) return isMultiLineText(value) ? null : multiLineMessage(label);
  return isSingleLine(value) ? null : singleLineMessage(label);
}
