// The desktop mega menu (from FULL_NAV_MIN_PX wide, breakpoints.ts). A top item with groups is a
// button that opens its panel on mouse over, Enter, Space or ArrowDown; the panel closes on mouse
// leave, Escape (focus goes back to the button), a click outside, or a click on one of its links.
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuItem } from '@ironbark/shared/content/navigation-components';
import { Icon } from '../../ui/icon';
import { preloadOnIntent } from '../../lib/preload';
import styles from './mega-menu.module.css';

function Panel({ item, id, onNavigate }: { item: MenuItem; id: string; onNavigate: () => void }) {
  const wide = item.groups.length > 1;
  return (
    <div id={id} className={styles.panel}>
      <div className={styles.panelInner}>
        <div className={styles.overview}>
          <p className={styles.overviewTitle}>{item.label}</p>
          {item.description ? <p className={styles.overviewText}>{item.description}</p> : null}
          <NavLink to={item.href} className={styles.overviewLink} onClick={onNavigate} {...preloadOnIntent(item.href)}>
            {item.label} overview →
          </NavLink>
        </div>
        <div className={styles.groups}>
          {item.groups.map((group) => (
            <div key={group.label} className={styles.group}>
              {wide ? (
                <p className={styles.groupTitle}>
                  <Icon name={group.icon} size={18} />
                  {group.href ? (
                    <NavLink to={group.href} onClick={onNavigate} {...preloadOnIntent(group.href)}>
                      {group.label}
                    </NavLink>
                  ) : (
                    group.label
                  )}
                </p>
              ) : null}
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavLink to={link.href} onClick={onNavigate} className={styles.link} {...preloadOnIntent(link.href)}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export function MegaMenu({ items }: { items: MenuItem[] }) {
  const location = useLocation();
  // Which panel is open, and at which location: any navigation closes it.
  const [state, setState] = useState<{ index: number; at: string } | null>(null);
  const open = state && state.at === location.key ? state.index : null;
  const setOpen = (next: number | null | ((o: number | null) => number | null)) => {
    const value = typeof next === 'function' ? next(open) : next;
    setState(value === null ? null : { index: value, at: location.key });
  };
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open === null) return;
    const onPointer = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setState(null);
    };
    // Escape anywhere in an open panel closes it and returns focus to its button.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setState(null);
      if (navRef.current?.contains(document.activeElement)) triggers.current[open]?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const focusFirstLink = (index: number) =>
    requestAnimationFrame(() => {
      document.getElementById(`${baseId}-panel-${index}`)?.querySelector<HTMLAnchorElement>('a')?.focus();
    });

  const onTriggerKey = (e: ReactKeyboardEvent<HTMLButtonElement>, index: number) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(index);
      focusFirstLink(index);
    }
  };

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const panelId = `${baseId}-panel-${index}`;
          const isOpen = open === index;
          const active = location.pathname.toLowerCase().startsWith(item.href.toLowerCase()) && item.href !== '/';
          return (
            <li
              key={item.href}
              className={styles.item}
              onMouseEnter={item.groups.length > 0 ? () => setOpen(index) : undefined}
              onMouseLeave={item.groups.length > 0 ? () => setOpen((o) => (o === index ? null : o)) : undefined}
            >
              {item.groups.length > 0 ? (
                <>
                  <button
                    type="button"
                    ref={(el) => {
                      triggers.current[index] = el;
                    }}
                    className={`${styles.top} ${active ? styles.active : ''}`}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpen(isOpen ? null : index)}
                    onKeyDown={(e) => onTriggerKey(e, index)}
                  >
                    {item.label}
                    <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </button>
                  <div hidden={!isOpen}>
                    <Panel item={item} id={panelId} onNavigate={() => setOpen(null)} />
                  </div>
                </>
              ) : (
                <NavLink to={item.href} className={({ isActive }) => `${styles.top} ${isActive ? styles.active : ''}`} {...preloadOnIntent(item.href)}>
                  {item.label}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
