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
import round from '../../ui/round-button.module.css';
import { CloseIcon } from '../../ui/close-icon';

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
        <button type="button" className={`${round.round} ${styles.close}`}>
          <CloseIcon size={20} />
          <span className="visually-hidden">Hide the call and talk to sales buttons</span>
        </button>
      </aside>
    </Island>
  );
}
