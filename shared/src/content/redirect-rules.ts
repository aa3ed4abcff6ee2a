// The one rule for what a CMS redirect may do, used twice: by the CMS when an editor saves a
// redirect (cms/src/documents/redirect-rules.ts, so the editor sees why) and by the web when it
// serves the stored ones (web/server/content.server.ts, which ignores and logs a rule that breaks
// it, e.g. one stored before the rule existed or a host later taken off the allow-list).
// CMS redirects run before every page route, so without this an editor's (or a stolen editor
// account's) redirect could send staff from the sign-in page to a look-alike on another site.
// Free of runtime dependencies: plain string and URL work.

/** Paths the site itself answers and no redirect may take over (each one and everything under it). */
export const RESERVED_REDIRECT_PATHS = ['/login', '/change-password', '/resources-manage', '/preview', '/api', '/assets', '/uploads'] as const;

export interface RedirectRuleInput {
  from?: unknown;
  to?: unknown;
  /** The editor ticked "External website": the target may be on any https host. */
  external?: unknown;
}

export interface RedirectProblem {
  field: 'from' | 'to';
  message: string;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The hosts of Global settings' "Redirect hosts" (one a line, or separated by commas or spaces),
 * lower case, without a scheme or a trailing slash an editor may have pasted with them.
 */
export function parseRedirectHosts(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/+$/, ''))
    .filter((h) => h !== '');
}

/** The path a browser and the site's router would read for `from`: decoded, "\" as "/", one slash each, lower case. */
function comparablePath(from: string): string | null {
  let decoded = from;
  // Percent-encoding can hide a reserved path ("/%6cogin"); decode until stable (at most thrice).
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (CONTROL.test(decoded)) return null;
  return decoded.replace(/\\/g, '/').replace(/\/{2,}/g, '/').toLowerCase();
}

/** The reserved path `from` falls under, or null. */
export function reservedPathOf(from: string): string | null {
  const path = comparablePath(from);
  if (path === null) return RESERVED_REDIRECT_PATHS[0];
  // Dot segments ("/x/../login") are resolved as a browser would before comparing.
  let resolved: string;
  try {
    resolved = new URL(path, 'http://site.invalid').pathname.toLowerCase();
  } catch {
    return RESERVED_REDIRECT_PATHS[0];
  }
  for (const candidate of new Set([path, resolved])) {
    for (const reserved of RESERVED_REDIRECT_PATHS) {
      if (candidate === reserved || candidate.startsWith(`${reserved}/`) || candidate.startsWith(`${reserved}.`) || candidate.startsWith(`${reserved};`)) {
        return reserved;
      }
    }
  }
  return null;
}

/**
 * What is wrong with a redirect (empty when nothing): `allowedHosts` are Global settings'
 * redirect hosts (parseRedirectHosts). Rules:
 * - `from` must not be under one of the site's own sensitive paths (RESERVED_REDIRECT_PATHS);
 * - `to` is a path on this site ("/services"), never protocol-relative ("//host", "/\host");
 * - or an https address (never http://, never with a user name or password) whose host is on the
 *   allow-list, or any https address when the editor ticked "External website".
 */
export function redirectProblems(redirect: RedirectRuleInput, allowedHosts: readonly string[]): RedirectProblem[] {
  const problems: RedirectProblem[] = [];
  const { from, to } = redirect;
  if (typeof from === 'string') {
    const reserved = reservedPathOf(from);
    if (reserved) {
      problems.push({
        field: 'from',
        message: `${reserved} belongs to the site itself (sign-in, staff, preview and file addresses), so no redirect may start there or under it`,
      });
    }
  }
  if (typeof to === 'string') {
    const problem = targetProblem(to, redirect.external === true, allowedHosts);
    if (problem) problems.push({ field: 'to', message: problem });
  }
  return problems;
}

function targetProblem(to: string, external: boolean, allowedHosts: readonly string[]): string | null {
  if (CONTROL.test(to) || /\s/.test(to)) return 'The address must not contain spaces or control characters';
  if (to.startsWith('/')) {
    if (to.startsWith('//') || to.includes('\\')) {
      return 'A site path starts with a single / and has no \\ (browsers read //… and /\\… as another website)';
    }
    return null;
  }
  if (/^http:/i.test(to)) return 'Use https:// (an http:// address can be changed on the way)';
  if (!/^https:\/\//i.test(to)) return 'Use a site path (/services) or a web address starting with https://';
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return 'This web address cannot be read';
  }
  if (url.username !== '' || url.password !== '' || /^https:\/\/[^/?#]*@/i.test(to)) {
    return 'A web address with a user name or password (…@host) is not allowed: it hides where the visitor really goes';
  }
  if (to.slice('https://'.length).includes('\\')) return 'A web address must not contain \\';
  const host = url.hostname.toLowerCase();
  if (external || allowedHosts.includes(host)) return null;
  return `${host} is another website: tick "External website" if you mean to send visitors there, or add the host to "Redirect hosts" in Global settings`;
}
