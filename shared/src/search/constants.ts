// Section 9 of the site spec: the search constants, used by the header box and /search alike.
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 25;
export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_SUGGESTION_LIMIT = 5;
export const SEARCH_AUTOFOCUS_MS = 500;
export const SEARCH_PAGE_SIZE = 10;
/** A search answered with this many results or fewer (or only through "did you mean") found little. */
export const SEARCH_FEW_RESULTS = 2;
