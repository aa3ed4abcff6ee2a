// Which builds' hashed files a new web build keeps in dist/client/assets beside its own, so a page
// cached anywhere before a deploy (the web's page cache, Redis, Varnish, a CDN, a browser) still
// finds the stylesheet and island modules it names (decision record 0018). The history of builds
// is dist/client/.vite/builds.json: [{ id, at, files }], oldest first, the running build last.
// A build's files stay while it is one of the last `keepBuilds` builds, or was replaced less than
// `keepDays` ago (longer than any copy of a page may live: stale-if-error is a day).
import { createHash } from 'node:crypto';

export const BUILDS_FILE = '.vite/builds.json';
/** Files under assets/ that are not a build's own (the search index is rewritten live). */
export const NOT_BUILD_FILES = /^api\//;

/**
 * A build's id: a hash of what it serves and renders (both manifests and the server bundle), so
 * building the same source twice gives the same id and a restart keeps its caches.
 * @param {(string | Buffer)[]} parts
 */
export function buildId(parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/**
 * The history after a new build: the new build last, and the builds whose files are still kept.
 * @param {{ id: string; at: string; files: string[] }[]} history earlier builds, oldest first
 * @param {{ id: string; at: string; files: string[] }} current the new build
 * @param {{ keepBuilds: number; keepDays: number; now?: number }} policy
 */
export function nextHistory(history, current, { keepBuilds, keepDays, now = Date.now() }) {
  const earlier = history.filter((b) => b.id !== current.id);
  const all = [...earlier, current];
  return all.filter((build, i) => {
    if (i >= all.length - keepBuilds) return true;
    // Replaced when the next build was made: its pages may live that long after.
    const replacedAt = Date.parse(all[i + 1].at);
    return now - replacedAt < keepDays * 86_400_000;
  });
}

/** Every file the kept builds need. */
export function keptFiles(history) {
  return new Set(history.flatMap((b) => b.files));
}
