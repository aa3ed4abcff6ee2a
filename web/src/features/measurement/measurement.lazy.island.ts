// First-party measurement, the page's side (decision 0009-first-party-measurement): a script
// island on every public page that
// - records where the visit came from (visit.ts: utm_* first and last, the referrer's host) in
//   session storage and fills the hidden fields of the page's forms with it;
// - sends, with navigator.sendBeacon to the site's own /api/events, only what the browser alone
//   knows (shared measurement/events): a page view once the page is shown, loaded and the browser
//   idle (never for a prerendered page that was not shown), with the visit's random identifier on
//   the first page of a tab's visit; clicks on calls to action (links with data-cta); the first
//   touch of a form; a search that found nothing. Forms sent, leads and gated downloads are
//   counted by the server that handles them. A page view carries its own utm_* parameters, what
//   the visitor does the visit's last ones.
// Nothing else about the visitor is sent: no cookie, the referrer as its host only. The server
// leaves out bots (by user agent) and speculative requests.
import { CONTEXT_FIELDS } from '@ironbark/shared/forms/lead-context';
import type { BeaconEvent } from '@ironbark/shared/measurement/events';
import { isFormKey } from '@ironbark/shared/blocks/form-names';
import { SITE_PATH_PATTERN } from '@ironbark/shared/content/patterns';
import { scriptIsland } from '../../islands/island-types';
import { beginVisit, captureVisit, cleanUtm, fillForms, readVisit, referrerHostOf, utmOf, visitFields, type Visit } from '../../lib/visit';

export const EVENTS_URL = '/api/events';
const MAX_PER_BEACON = 20;
const SITE_PATH = new RegExp(SITE_PATH_PATTERN);

/** The page's path as events carry it, or null for one the server would refuse (so nothing is sent). */
export function eventPath(pathname: string): string | null {
  return pathname.length <= 200 && SITE_PATH.test(pathname) ? pathname : null;
}

/** A form's name from its action (/api/forms/<name>). */
export function formOf(form: HTMLFormElement): string | undefined {
  const name = /^\/api\/forms\/([a-z0-9-]+)$/.exec(form.getAttribute('action') ?? '')?.[1];
  return name && isFormKey(name) ? name : undefined;
}

/** True for a gated guide's download link (/resources/<slug>/download). */
export function isGatedDownload(href: string, base: string): boolean {
  try {
    const url = new URL(href, base);
    return url.origin === new URL(base).origin && /^\/resources\/[a-z0-9-]+\/download$/.test(url.pathname);
  } catch {
    return false;
  }
}

/** A link with the visit's hidden form fields in its query. */
export function withVisit(href: string, visit: Visit): string {
  const url = new URL(href, 'http://site.invalid');
  for (const [field, value] of Object.entries(visitFields(visit))) url.searchParams.set(field, value);
  return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

export function createBeacon(send: (body: string) => boolean) {
  let queue: BeaconEvent[] = [];
  return {
    add(event: BeaconEvent) {
      queue.push(event);
    },
    flush() {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_PER_BEACON);
        queue = queue.slice(MAX_PER_BEACON);
        send(JSON.stringify({ events: batch }));
      }
    },
  };
}

/** Runs `fn` once the page is shown (not prerendered), loaded and the browser idle. */
function whenShownLoadedIdle(fn: () => void) {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 3000 });
    else setTimeout(fn, 200);
  };
  const loaded = () => (document.readyState === 'complete' ? idle() : window.addEventListener('load', idle, { once: true }));
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) document.addEventListener('prerenderingchange', loaded, { once: true });
  else loaded();
}

export default scriptIsland(() => {
  const visit = captureVisit(location, document.referrer);
  fillForms(document, visit);
  const path = eventPath(location.pathname);
  if (!path) return;
  const beacon = createBeacon((body) => navigator.sendBeacon?.(EVENTS_URL, body) ?? false);
  // What the visitor does after a campaign link counts for that campaign (its last one).
  const campaignOfVisit = () => {
    const last = cleanUtm(readVisit().last);
    return last ? { utm: last } : {};
  };

  whenShownLoadedIdle(() => {
    const utm = utmOf(location.search);
    const ref = referrerHostOf(document.referrer, location.hostname);
    // The first page shown in this tab begins the visit; the server counts each visit once.
    const { id, landing } = beginVisit();
    if (landing) fillForms(document, readVisit());
    beacon.add({ type: 'page-view', path, ...(ref ? { ref } : {}), ...(utm ? { utm } : {}), ...(landing ? { visit: id, landing } : {}) });
    // A search that found nothing, or little (the results page marks it).
    const empty = document.querySelector<HTMLElement>('[data-search-empty]')?.dataset.searchEmpty;
    const few = document.querySelector<HTMLElement>('[data-search-few]')?.dataset.searchFew;
    if (empty) beacon.add({ type: 'search-no-results', path, term: empty });
    else if (few) beacon.add({ type: 'search-few-results', path, term: few });
    beacon.flush();
  });

  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link) return;
      const cta = link.dataset.cta;
      if (cta) {
        const form = link.dataset.form;
        const campaign = link.dataset.campaign;
        beacon.add({ type: 'cta-click', path, cta, ...(form && isFormKey(form) ? { form } : {}), ...(campaign ? { campaign } : {}), ...campaignOfVisit() });
        // A button to the form on this page: the form gets its enquiry type and the button.
        const href = link.getAttribute('href') ?? '';
        const target = href.startsWith('#') && href.length > 1 ? document.getElementById(href.slice(1)) : null;
        const targetForm = target?.querySelector<HTMLFormElement>('form[action^="/api/forms/"]');
        if (targetForm) {
          const ctaField = targetForm.querySelector<HTMLInputElement>(`input[type="hidden"][name="${CONTEXT_FIELDS.cta}"]`);
          if (ctaField) ctaField.value = cta;
          const enquiry = link.dataset.enquiry;
          const select = enquiry ? [...targetForm.querySelectorAll('select')].find((s) => [...s.options].some((o) => o.value === enquiry)) : undefined;
          if (select && enquiry) select.value = enquiry;
        }
      } else if (isGatedDownload(link.href, location.href)) {
        // A gated guide's form (a page of the server's own, without scripts) gets the visit's
        // context in its address, so its lead keeps the campaign like any other.
        link.href = withVisit(link.href, readVisit());
        return;
      } else return;
      // The click may take the visitor away: sendBeacon outlives the page.
      beacon.flush();
    },
    { capture: true },
  );

  // The first touch of each form on the page.
  const started = new WeakSet<HTMLFormElement>();
  document.addEventListener('focusin', (event) => {
    const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>('form[action^="/api/forms/"]') : null;
    if (!form || started.has(form)) return;
    started.add(form);
    const name = formOf(form);
    beacon.add({ type: 'form-start', path, ...(name ? { form: name } : {}), ...campaignOfVisit() });
    beacon.flush();
  });

  addEventListener('pagehide', () => beacon.flush());
});
