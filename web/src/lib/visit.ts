// Where this visit came from, kept in the browser for the visit only (session storage, no cookie,
// so nothing needs consent): the utm_* parameters of the first campaign link of the visit (kept
// once), of the last one (replaced by each new one) and the referring site's host name (the first
// one from another site). A form posts them as hidden fields (shared forms/lead-context); the
// beacon sends the landing page's with its page view. Nothing else about the visitor is kept.
import { UTM_KEYS, utmFieldName, CONTEXT_FIELDS, type Touch, type Utm } from '@ironbark/shared/forms/lead-context';
import { isValidReferrerHost, isValidUtmValue } from '@ironbark/shared/forms/lead-field-rules';
import { VISIT_ID_PATTERN } from '@ironbark/shared/measurement/visit-id';

export const VISIT_KEY = 'ib_visit';

export interface Visit {
  /** The visit's random identifier, made when its first page is shown (measurement only). */
  id?: string;
  first?: Utm;
  last?: Utm;
  ref?: string;
}

const VISIT_ID = new RegExp(VISIT_ID_PATTERN);

/** A new random visit identifier (22 URL-safe characters). */
export function newVisitId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The visit's identifier once the page is shown, and whether this page begins the visit: the
 * first page shown in this tab (session storage outlives a reload and the back button, so
 * neither begins another visit).
 */
export function beginVisit(): { id: string; landing: boolean } {
  const visit = readVisit();
  if (typeof visit.id === 'string' && VISIT_ID.test(visit.id)) return { id: visit.id, landing: false };
  const id = newVisitId();
  try {
    storage()?.setItem(VISIT_KEY, JSON.stringify({ ...visit, id }));
  } catch {
    // Full or blocked: every page then begins a visit of its own id, counted once each.
  }
  return { id, landing: true };
}

/** The utm_* parameters of an address, each checked; null when it has none. */
export function utmOf(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim();
    if (value && isValidUtmValue(value)) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/** A stored utm set with only values that keep their rules (session storage can be edited); null when none is left. */
export function cleanUtm(utm: unknown): Utm | null {
  if (!utm || typeof utm !== 'object') return null;
  const out: Utm = {};
  for (const key of UTM_KEYS) {
    const value = (utm as Record<string, unknown>)[key];
    if (typeof value === 'string' && isValidUtmValue(value)) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The referring site's host name, unless it is this site (or not a web address). */
export function referrerHostOf(referrer: string, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const host = url.hostname.toLowerCase();
    return host !== ownHost.toLowerCase() && isValidReferrerHost(host) ? host : null;
  } catch {
    return null;
  }
}

/** The visit after landing on a page: first kept, last replaced, the first referrer kept. */
export function nextVisit(visit: Visit, utm: Utm | null, ref: string | null): Visit {
  const next: Visit = { ...visit };
  if (utm) {
    next.first ??= utm;
    next.last = utm;
  }
  if (ref && !next.ref) next.ref = ref;
  return next;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the visit is simply not remembered.
    return null;
  }
}

export function readVisit(): Visit {
  try {
    const raw = storage()?.getItem(VISIT_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Visit) : {};
  } catch {
    return {};
  }
}

/** Records this page's landing (its utm_* parameters and referrer); returns the visit. */
export function captureVisit(location: Pick<Location, 'search' | 'hostname'>, referrer: string): Visit {
  const visit = nextVisit(readVisit(), utmOf(location.search), referrerHostOf(referrer, location.hostname));
  try {
    storage()?.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Full or blocked: nothing to do.
  }
  return visit;
}

/** The hidden form fields of the visit: "_ref", "_utm_first_source"... (only those with a value). */
export function visitFields(visit: Visit = readVisit()): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof visit.id === 'string' && VISIT_ID.test(visit.id)) out[CONTEXT_FIELDS.visit] = visit.id;
  if (visit.ref && isValidReferrerHost(visit.ref)) out[CONTEXT_FIELDS.referrerHost] = visit.ref;
  for (const touch of ['first', 'last'] as Touch[]) {
    for (const key of UTM_KEYS) {
      const value = visit[touch]?.[key];
      if (typeof value === 'string' && isValidUtmValue(value)) out[utmFieldName(touch, key)] = value;
    }
  }
  return out;
}

/** Fills the visit's hidden fields of every site form on the page that has them and left them empty. */
export function fillForms(root: ParentNode, visit: Visit): void {
  const fields = visitFields(visit);
  for (const form of root.querySelectorAll<HTMLFormElement>('form[action^="/api/forms/"]')) {
    for (const [name, value] of Object.entries(fields)) {
      const input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
      if (input && !input.value) input.value = value;
    }
  }
}
