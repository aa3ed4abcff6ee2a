// The call/enquire bar itself (see mobile-action-bar.tsx for when it shows).
import { telHref } from '@ironbark/shared/content/phone';
import { SmartLink } from '../../ui/smart-link';
import { ACTION_BAR_DISMISSED_KEY } from './mobile-action-bar';
import styles from './mobile-action-bar.module.css';

export interface ActionBarProps {
  phone: string;
  enquireHref: string;
  onDismiss: () => void;
}

export function ActionBarPanel({ phone, enquireHref, onDismiss }: ActionBarProps) {
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(ACTION_BAR_DISMISSED_KEY, 'true');
    } catch {
      // Storage blocked: hidden for this page view.
    }
    onDismiss();
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
