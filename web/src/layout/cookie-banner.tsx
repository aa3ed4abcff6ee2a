// The cookie notice: shown until the visitor accepts, which stores isCookiesAccepted = "true" in
// localStorage (site spec section 3). It sits over the bottom of the page (no layout shift) as a
// labelled region, not a modal, so the page stays usable and readable by assistive technology.
// The server renders it hidden and the browser shows it only to a visitor who has not accepted,
// so someone who accepted never sees it flash.
import { useEffect, useState } from 'react';
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

export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(!readConsent()), []);
  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    } catch {
      // Storage blocked: hide for this page view anyway.
    }
    setVisible(false);
  };
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
