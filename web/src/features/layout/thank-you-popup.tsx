// The thank-you popup: shown when the address has ?popup=thank-you (after a form is sent).
// Rendered by the server too, so it shows after a form posted without JavaScript; with
// JavaScript it becomes a modal dialog. Closing it removes that parameter from the address,
// without a reload, and keeps every other parameter.
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styles from './thank-you-popup.module.css';

export const POPUP_PARAM = 'popup';
export const THANK_YOU = 'thank-you';

/** The current address without the popup parameter. */
export function withoutPopup(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(POPUP_PARAM);
  const q = params.toString();
  return `${pathname}${q ? `?${q}` : ''}`;
}

export function ThankYouPopup() {
  const location = useLocation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const show = new URLSearchParams(location.search).get(POPUP_PARAM) === THANK_YOU;
  const closeHref = withoutPopup(location.pathname, location.search);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !show) return;
    // Server-rendered as an open (non-modal) dialog; reopen it as a modal one.
    if (dialog.open && !dialog.matches(':modal')) dialog.close();
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [show]);

  if (!show) return null;
  const close = () => {
    ref.current?.close();
    navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  return (
    <dialog
      ref={ref}
      open
      className={styles.dialog}
      aria-labelledby="thank-you-title"
      aria-describedby="thank-you-text"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32">
          <path d="M20 6 9 17l-5-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h2 id="thank-you-title" className={styles.title}>
        Thank you, we have your message
      </h2>
      <p id="thank-you-text" className={styles.text}>
        One of our team will be in touch within one business day. If it is urgent, please call us.
      </p>
      <Link
        to={closeHref}
        replace
        preventScrollReset
        className="btn btn-primary"
        data-autofocus
        onClick={(e) => {
          e.preventDefault();
          close();
        }}
      >
        Close
      </Link>
    </dialog>
  );
}
