// A visit's identifier: random, made in the browser for one tab's visit (session storage), sent
// with the visit's first page view and with its forms, kept by the web server for a day to tie a
// lead to its visit, never stored by the CMS. Free of dependencies for the browser's island.
export const VISIT_ID_PATTERN = '^[A-Za-z0-9_-]{16,32}$';
