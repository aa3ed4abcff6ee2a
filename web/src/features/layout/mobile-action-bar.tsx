// "Call" and "Talk to sales" buttons kept at the bottom of the screen on phones (767px and
// narrower), on every public page ("Talk to sales" is the header's primary action on wider screens). The visitor can hide them for the rest of the visit
// (sessionStorage). While they show, the page keeps room for them at its bottom, so they never
// cover content; they wait until the cookie notice has been answered rather than cover it (both
// rules in global.css). Shown only with JavaScript, and the boot script marks a hidden bar on
// <html> before the first paint, so a visitor who hid them never sees them flash back on the next
// page. The hide button is the action-bar island.
import { telHref } from '@ironbark/shared/content/phone';
import { Island } from '../../islands/island';
import { SmartLink } from '../../ui/smart-link';
import { TALK_TO_SALES } from '../forms/index';
import actionBarIsland from './mobile-action-bar.island';
import styles from './mobile-action-bar.module.css';

export function MobileActionBar({ phone, enquireHref }: { phone: string; enquireHref: string }) {
  return (
    <Island of={actionBarIsland} props={{}}>
      <aside className={styles.bar} aria-label="Call or talk to sales" data-action-bar="">
        <a href={telHref(phone)} className={`btn btn-secondary ${styles.action}`}>
          Call<span className="visually-hidden">{` ${phone}`}</span>
        </a>
        <SmartLink href={enquireHref} className={`btn btn-primary ${styles.action}`} data={{ 'data-cta': TALK_TO_SALES.cta }}>
          {TALK_TO_SALES.label}
        </SmartLink>
        <button type="button" className={styles.close}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Hide the call and talk to sales buttons</span>
        </button>
      </aside>
    </Island>
  );
}
