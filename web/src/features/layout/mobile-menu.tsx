// The slide-out menu (767px and narrower, and up to the width where the full navigation fits:
// breakpoints.ts): a modal <dialog> with the header's structure plus the extra links (Partner,
// Resources). The browser makes the page behind it inert; focus also wraps inside it, Escape
// closes it, and the page behind does not scroll while it is open.
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { GlobalSettings } from '@ironbark/shared/content/global';
import { telHref } from '@ironbark/shared/content/phone';
import type { Navigation } from '@ironbark/shared/content/navigation';
import { Logo } from '../../ui/logo';
import styles from './mobile-menu.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function SubLink({ href, label }: { href: string; label: string }) {
  return (
    <li>
      <NavLink to={href} className={styles.subLink}>
        {label}
      </NavLink>
    </li>
  );
}

export function MobileMenu({ navigation, global }: { navigation: Navigation; global: GlobalSettings }) {
  const location = useLocation();
  // Open for one location only: any navigation (a link, back, forward) closes the menu.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = (next: boolean | ((o: boolean) => boolean)) =>
    setOpenAt((typeof next === 'function' ? next(open) : next) ? location.key : null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.classList.add('scroll-locked');
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) document.documentElement.classList.remove('scroll-locked');
  }, [open]);

  useEffect(() => () => document.documentElement.classList.remove('scroll-locked'), []);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${titleId}-dialog`}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <dialog
        ref={dialogRef}
        id={`${titleId}-dialog`}
        className={styles.dialog}
        aria-labelledby={titleId}
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
        onClick={(e) => {
          // A click on the backdrop (the dialog element itself, outside the panel) closes it.
          if (e.target === dialogRef.current) close();
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Tab') return;
          const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.offsetParent !== null);
          const first = items[0];
          const last = items[items.length - 1];
          if (e.shiftKey && document.activeElement === first) {
            e.preventDefault();
            last?.focus();
          } else if (!e.shiftKey && document.activeElement === last) {
            e.preventDefault();
            first?.focus();
          }
        }}
      >
        <div className={styles.panel}>
          <div className={styles.head}>
            <span id={titleId} className="visually-hidden">
              Menu
            </span>
            <Logo siteName={global.siteName} />
            <button type="button" className={styles.close} onClick={close}>
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
                        <SubLink href={item.href} label={`${item.label} overview`} />
                        {item.groups.map((group) =>
                          item.groups.length > 1 ? (
                            <li key={group.label}>
                              <details className={styles.group}>
                                <summary className={styles.groupSummary}>{group.label}</summary>
                                <ul className={styles.sub}>
                                  {group.href ? <SubLink href={group.href} label={`All ${group.label.toLowerCase()}`} /> : null}
                                  {group.links.map((link) => (
                                    <SubLink key={link.href} href={link.href} label={link.label} />
                                  ))}
                                </ul>
                              </details>
                            </li>
                          ) : (
                            group.links.map((link) => <SubLink key={link.href} href={link.href} label={link.label} />)
                          ),
                        )}
                      </ul>
                    </details>
                  </li>
                ) : (
                  <li key={item.href}>
                    <NavLink to={item.href} className={styles.topLink}>
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
              {navigation.mobileExtras.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} className={styles.topLink}>
                    {link.label}
                  </NavLink>
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
    </>
  );
}
