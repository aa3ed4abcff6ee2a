// "Call" and "Enquire" buttons kept at the bottom of the screen on phones (767px and narrower),
// on service and campaign pages. The visitor can hide them for the rest of the visit
// (sessionStorage). While they show, the page keeps room for them at its bottom, so they never
// cover content; they wait until the cookie notice has been answered rather than cover it (both
// rules in global.css). Shown only once the page runs in the browser, so a visitor who hid
// them never sees them flash back on the next page.
import { useSyncExternalStore } from 'react';
import { telHref } from '@ironbark/shared/content/phone';
import { CAMPAIGN_PATHS } from '@ironbark/shared/content/site-routes';
import { SmartLink } from '../../ui/smart-link';
import styles from './mobile-action-bar.module.css';

export const ACTION_BAR_DISMISSED_KEY = 'actionBarDismissed';

/** Service pages and campaign pages have the bar. */
export function hasActionBar(path: string): boolean {
  const p = path.toLowerCase();
  return p.startsWith('/services/') || p === '/services' || CAMPAIGN_PATHS.some((c) => c.toLowerCase() === p);
}

const listeners = new Set<() => void>();

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(ACTION_BAR_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

let dismissedThisPage = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function MobileActionBar({ phone, enquireHref }: { phone: string; enquireHref: string }) {
  // The server (and hydration) render nothing: the bar appears in the browser only.
  const dismissed = useSyncExternalStore(subscribe, () => dismissedThisPage || readDismissed(), () => true);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(ACTION_BAR_DISMISSED_KEY, 'true');
    } catch {
      // Storage blocked: hidden for this page view.
    }
    dismissedThisPage = true;
    listeners.forEach((l) => l());
    // The button disappears with the bar: keep the keyboard's place on the page.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <aside className={styles.bar} aria-label="Call or enquire" data-action-bar="">
      <a href={telHref(phone)} className={`btn btn-secondary ${styles.action}`}>
        Call<span className="visually-hidden"> {phone}</span>
      </a>
      <SmartLink href={enquireHref} className={`btn btn-primary ${styles.action}`}>
        Enquire
      </SmartLink>
      <button type="button" className={styles.close} onClick={dismiss}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Hide the call and enquire buttons</span>
      </button>
    </aside>
  );
}
