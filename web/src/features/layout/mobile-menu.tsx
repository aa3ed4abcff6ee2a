// The slide-out menu's markup (767px and narrower, and up to the width where the full navigation
// fits: breakpoints.ts): a <dialog> with the header's structure plus the extra links (Partner,
// Resources). Its behaviour is the mobile-menu island (mobile-menu.island.ts).
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import type { GlobalSettings } from '@ironbark/shared/content/global';
import { telHref } from '@ironbark/shared/content/phone';
import type { Navigation } from '@ironbark/shared/content/navigation';
import { Island } from '../../islands/island';
import { Logo } from '../../ui/logo';
import mobileMenuIsland from './mobile-menu.island';
import styles from './mobile-menu.module.css';

function NavLink({ href, label, className, pathname }: { href: string; label: string; className: string | undefined; pathname: string }) {
  const current = pathname.toLowerCase() === href.toLowerCase();
  return (
    <a href={href} className={className} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );
}

export function MobileMenu({ navigation, global }: { navigation: Navigation; global: GlobalSettings }) {
  const { pathname } = useLocation();
  const titleId = useId();
  const sub = (href: string, label: string) => (
    <li key={href}>
      <NavLink href={href} label={label} className={styles.subLink} pathname={pathname} />
    </li>
  );
  return (
    <Island of={mobileMenuIsland} props={{}}>
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
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          <nav aria-label="Mobile" className={styles.nav}>
            <ul className={styles.list}>
              {navigation.header.map((item) =>
                item.groups.length > 0 ? (
                  <li key={item.href}>
                    <details className={styles.section}>
                      <summary className={styles.summary}>{item.label}</summary>
                      <ul className={styles.sub}>
                        {sub(item.href, `${item.label} overview`)}
                        {item.groups.map((group) =>
                          item.groups.length > 1 ? (
                            <li key={group.label}>
                              <details className={styles.group}>
                                <summary className={styles.groupSummary}>{group.label}</summary>
                                <ul className={styles.sub}>
                                  {group.href ? sub(group.href, `All ${group.label.toLowerCase()}`) : null}
                                  {group.links.map((link) => sub(link.href, link.label))}
                                </ul>
                              </details>
                            </li>
                          ) : (
                            group.links.map((link) => sub(link.href, link.label))
                          ),
                        )}
                      </ul>
                    </details>
                  </li>
                ) : (
                  <li key={item.href}>
                    <NavLink href={item.href} label={item.label} className={styles.topLink} pathname={pathname} />
                  </li>
                ),
              )}
              {navigation.mobileExtras.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} label={link.label} className={styles.topLink} pathname={pathname} />
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.foot}>
            <a href={telHref(global.phone)} className="btn btn-secondary">
              Call {global.phone}
            </a>
            <a href={global.customerPortalUrl} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
              Customer Portal<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </dialog>
    </Island>
  );
}
