// The one check for every redirect target built from input (a form's return page, the page to
// go back to after signing in, a trailing-slash fix): the result is always a path on this site.
// Browsers treat "//host", "/\host" and "\\host" as other sites, and strip tabs and newlines
// before parsing, so those are collapsed or refused here rather than passed on.

const FALLBACK = '/';

/**
 * A same-site path ("/a/b?c=d#e") from untrusted input, or the fallback when the input cannot be
 * one. Leading slashes and backslashes collapse to one "/"; control characters, schemes and
 * hosts are refused; the result is at most 2,000 characters.
 */
export function safeLocalPath(input: unknown, fallback = FALLBACK): string {
  if (typeof input !== 'string' || input === '' || input.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(input)) return fallback;
  if (!input.startsWith('/') && !input.startsWith('\\')) return fallback;
  const collapsed = `/${input.replace(/^[/\\]+/, '')}`;
  let url: URL;
  try {
    url = new URL(collapsed, 'http://site.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://site.invalid') return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // URL parsing turns "\" into "/": refuse anything that became protocol-relative again.
  return path.startsWith('//') ? fallback : path;
}
