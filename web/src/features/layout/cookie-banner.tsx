// The cookie notice (site spec sections 3 and 4): a labelled region, a compact bar at the top of the
// page in the document flow (it never covers a call to action, a field or a heading, and it is
// there from the first paint, so nothing shifts), not a modal, so the page stays usable and
// readable by assistive technology. CSS
// shows it while <html> has data-cookie-ask, which the boot script sets before the first paint for
// a visitor who has not accepted (so someone who accepted never sees it flash); without JavaScript
// it stays hidden. Its behaviour is the cookie-banner island.
import { Island } from '../../islands/island';
import cookieBannerIsland from './cookie-banner.island';
import styles from './cookie-banner.module.css';

export function CookieBanner() {
  return (
    <Island of={cookieBannerIsland} props={{}}>
      <section className={styles.banner} aria-label="Cookie notice" data-cookie-banner="">
        <div className={styles.inner}>
          <p className={styles.text}>
            We use only what the site needs to work and remember this choice in your browser. See our <a href="/privacy-policy">privacy policy</a>.
          </p>
          <button type="button" className="btn btn-primary">
            Accept
          </button>
        </div>
      </section>
    </Island>
  );
}
