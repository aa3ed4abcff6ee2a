// The slide-out menu's markup (767px and narrower, and up to the width where the full navigation
// fits: breakpoints.ts): a <dialog> with the header's structure plus the extra links (Partner,
// Resources). The header's links are not repeated here: the mobile-menu island
// (mobile-menu.island.ts, its behaviour) builds them from the mega menu's markup when it wakes,
// before it can be opened (the menu needs JavaScript to open at all: a modal <dialog>).
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import type { GlobalSettings } from '@ironbark/shared/content/global';
import { telHref } from '@ironbark/shared/content/phone';
import type { Navigation } from '@ironbark/shared/content/navigation';
import { Island } from '../../islands/island';
import { Logo } from '../../ui/logo';
import { TALK_TO_SALES } from '../forms/index';
import mobileMenuIsland, { type MobileMenuClasses } from './mobile-menu.island';
import styles from './mobile-menu.module.css';
import { CloseIcon } from '../../ui/close-icon';

function NavLink({ href, label, className, pathname }: { href: string; label: string; className: string | undefined; pathname: string }) {
  const current = pathname.toLowerCase() === href.toLowerCase();
  return (
    <a href={href} className={className} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );
}

export function MobileMenu({ navigation, global, salesHref }: { navigation: Navigation; global: GlobalSettings; salesHref: string }) {
  const { pathname } = useLocation();
  const titleId = useId();
  const classes: MobileMenuClasses = {
    section: styles.section!,
    summary: styles.summary!,
    sub: styles.sub!,
    subLink: styles.subLink!,
    group: styles.group!,
    groupSummary: styles.groupSummary!,
    topLink: styles.topLink!,
  };
  return (
    <Island of={mobileMenuIsland} props={{ classes }}>
      <button type="button" className={styles.toggle} aria-expanded="false" aria-controls={`${titleId}-dialog`} data-menu-toggle="">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <dialog id={`${titleId}-dialog`} className={styles.dialog} aria-labelledby={titleId}>
        <div className={styles.panel}>
          <div className={styles.head}>
            <span id={titleId} className="visually-hidden">
              Menu
            </span>
            <Logo siteName={global.siteName} mark="reference" />
            <button type="button" className={styles.close} data-menu-close="">
              <CloseIcon size={24} />
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          <nav aria-label="Mobile" className={styles.nav}>
            {/* The header's links go first: the island builds them from the mega menu's markup. */}
            <ul className={styles.list} data-menu-list="">
              {navigation.mobileExtras.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} label={link.label} className={styles.topLink} pathname={pathname} />
                </li>
              ))}
            </ul>
          </nav>
          {/* The site's primary action first; the portal is for customers who already have one. */}
          <div className={styles.foot}>
            <a href={salesHref} className="btn btn-primary" data-cta={TALK_TO_SALES.cta}>
              {TALK_TO_SALES.label}
            </a>
            <a href={global.customerPortalUrl} target="_blank" rel="noopener noreferrer" className="btn btn-secondary">
              Customer Portal<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <a href={telHref(global.phone)} className="btn btn-secondary">
              {`Call ${global.phone}`}
            </a>
          </div>
        </div>
      </dialog>
    </Island>
  );
}
