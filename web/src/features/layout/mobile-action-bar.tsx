// "Call" and "Enquire" buttons kept at the bottom of the screen on phones (767px and narrower),
// on service and campaign pages. The visitor can hide them for the rest of the visit
// (sessionStorage). While they show, the page keeps room for them at its bottom, so they never
// cover content; they wait until the cookie notice has been answered rather than cover it (both
// rules in global.css). Shown only once the page runs in the browser, so a visitor who hid them
// never sees them flash back on the next page; the bar's code is fetched only on a phone-sized
// screen, so it is not part of any page's first load.
import { useEffect, useState, type ComponentType } from 'react';
import { CAMPAIGN_PATHS } from '@ironbark/shared/content/site-routes';
import type { ActionBarProps } from './mobile-action-bar-panel';

export const ACTION_BAR_DISMISSED_KEY = 'actionBarDismissed';
/** The phone layout of the site (site spec section 9). */
const PHONE_QUERY = '(max-width: 767px)';

/** Service pages and campaign pages have the bar. */
export function hasActionBar(path: string): boolean {
  const p = path.toLowerCase();
  return p.startsWith('/services/') || p === '/services' || CAMPAIGN_PATHS.some((c) => c.toLowerCase() === p);
}

export function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(ACTION_BAR_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function MobileActionBar({ phone, enquireHref }: Omit<ActionBarProps, 'onDismiss'>) {
  const [Bar, setBar] = useState<ComponentType<ActionBarProps> | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (dismissed) return;
    const phoneScreen = window.matchMedia(PHONE_QUERY);
    const load = () => {
      if (!phoneScreen.matches || readDismissed()) return;
      void import('./mobile-action-bar-panel').then((m) => setBar(() => m.ActionBarPanel));
    };
    load();
    phoneScreen.addEventListener('change', load);
    return () => phoneScreen.removeEventListener('change', load);
  }, [dismissed]);

  if (!Bar || dismissed) return null;
  return <Bar phone={phone} enquireHref={enquireHref} onDismiss={() => setDismissed(true)} />;
}
