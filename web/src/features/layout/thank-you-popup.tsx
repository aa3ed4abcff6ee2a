// The thank-you popup: shown when the address has ?popup=thank-you (after a form is sent).
// Rendered by the server as an open (non-modal) dialog, so it shows after a form posted without
// JavaScript; its island makes it a modal dialog, and closing it removes that parameter from the
// address without a reload, keeping every other parameter. A page with a form carries it closed
// (the form block renders it), for the form island to open after sending in place.
import { useLocation } from 'react-router-dom';
import { Island } from '../../islands/island';
import thankYouIsland, { POPUP_PARAM, THANK_YOU, withoutPopup } from './thank-you-popup.island';
import styles from './thank-you-popup.module.css';

export { POPUP_PARAM, THANK_YOU, withoutPopup };

/** The popup's line under its heading when the form has no thank-you message of its own. */
export const THANK_YOU_TEXT = 'One of our team will be in touch within one business day. If it is urgent, please call us.';

/**
 * The layout's popup shows when the address asks for it; `forForm` is the form block's copy,
 * rendered closed (for its island to open) when the layout has none. `message`: the form's own
 * thank-you message (a CMS form's), in place of the usual line.
 */
export function ThankYouPopup({ forForm = false, message }: { forForm?: boolean; message?: string }) {
  const location = useLocation();
  const show = new URLSearchParams(location.search).get(POPUP_PARAM) === THANK_YOU;
  if (show === forForm) return null;
  return (
    <Island of={thankYouIsland} props={{}}>
      <dialog open={show} className={styles.dialog} aria-labelledby="thank-you-title" aria-describedby="thank-you-text">
        <div className={styles.icon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32">
            <path d="M20 6 9 17l-5-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h2 id="thank-you-title" className={styles.title}>
          Thank you, we have your message
        </h2>
        <p id="thank-you-text" className={styles.text}>
          {message ?? THANK_YOU_TEXT}
        </p>
        <a href={withoutPopup(location.pathname, location.search)} className="btn btn-primary" data-autofocus="" data-close="">
          Close
        </a>
      </dialog>
    </Island>
  );
}
