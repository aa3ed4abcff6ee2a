// The cookie notice: shown until the visitor accepts, which stores isCookiesAccepted = "true" in
// localStorage (site spec section 3). It sits over the bottom of the page (no layout shift) as a
// labelled region, not a modal, so the page stays usable and readable by assistive technology.
// The server renders it hidden and the browser shows it only to a visitor who has not accepted,
// so someone who accepted never sees it flash.
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import styles from './cookie-banner.module.css';

export const COOKIE_CONSENT_KEY = 'isCookiesAccepted';

export function readConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

const listeners = new Set<() => void>();
let acceptedThisPage = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function CookieBanner() {
  // The server (and hydration) assume consent, so the banner is never in the server HTML.
  const accepted = useSyncExternalStore(subscribe, () => acceptedThisPage || readConsent(), () => true);
  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    } catch {
      // Storage blocked: hide for this page view anyway.
    }
    acceptedThisPage = true;
    listeners.forEach((l) => l());
  };
  const visible = !accepted;
  return (
    <section className={styles.banner} aria-label="Cookie notice" data-cookie-banner hidden={!visible}>
      <div className={styles.inner}>
        <p className={styles.text}>
          We use only what the site needs to work, and remember this choice in your browser. Read our{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </p>
        <button type="button" className="btn btn-primary" onClick={accept}>
          Accept
        </button>
      </div>
    </section>
  );
}
