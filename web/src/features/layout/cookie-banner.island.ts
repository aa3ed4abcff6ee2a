// The cookie notice's behaviour (markup: cookie-banner.tsx): shown until the visitor accepts, which
// stores isCookiesAccepted = "true" in localStorage (site spec section 3). The boot script sets
// data-cookie-ask on <html> before the first paint, so a visitor who accepted never sees it flash;
// this island keeps that flag true to the storage (another tab accepting, a prerendered page shown
// later) and records the choice only on a click, never on its own.
import { scriptIsland } from '../../islands/island-types';

export const COOKIE_CONSENT_KEY = 'isCookiesAccepted';
/** On <html> while the notice is shown (read by cookie-banner.module.css and global.css). */
export const COOKIE_ASK_ATTR = 'data-cookie-ask';

export function readConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

export default scriptIsland((element) => {
  let acceptedHere = false;
  const sync = () => document.documentElement.toggleAttribute(COOKIE_ASK_ATTR, !acceptedHere && !readConsent());
  sync();
  window.addEventListener('storage', sync);
  element.querySelector('button')?.addEventListener('click', () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    } catch {
      // Storage blocked: hidden for this page view anyway.
    }
    acceptedHere = true;
    sync();
  });
});
