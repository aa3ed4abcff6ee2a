/** How an option's value is spelt ("new-service"): lower-case letters and digits, joined by single hyphens. */
export const OPTION_VALUE_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
