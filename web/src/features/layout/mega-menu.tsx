// The desktop mega menu's markup (from FULL_NAV_MIN_PX wide, breakpoints.ts): a top item with
// groups is a button with its panel (hidden until opened); the others are links. Plain links: the
// next page is a document load, made instant by the speculation rules. Its behaviour is the
// mega-menu island (mega-menu.island.ts). The slide-out menu builds its links from this markup
// (mobile-menu.island.ts reads the data-* attributes), so the page carries them once.
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '@ironbark/shared/content/navigation-components';
import { Island } from '../../islands/island';
import { Icon } from '../../ui/icon';
import megaMenuIsland from './mega-menu.island';
import styles from './mega-menu.module.css';

/** A top item is the current section when the page is it or below it. */
export function isCurrentSection(pathname: string, href: string): boolean {
  const path = pathname.toLowerCase();
  const target = href.toLowerCase();
  return target !== '/' && (path === target || path.startsWith(`${target}/`));
}

function Panel({ item, id }: { item: MenuItem; id: string }) {
  const wide = item.groups.length > 1;
  return (
    <div id={id} className="header-drop-panel" hidden data-panel="">
      <div className={styles.panelInner}>
        <div className={styles.overview}>
          <p className={styles.overviewTitle}>{item.label}</p>
          {item.description ? <p className={styles.overviewText}>{item.description}</p> : null}
          <a href={item.href} className={styles.overviewLink} data-overview="">
            {`${item.label} overview →`}
          </a>
        </div>
        <div className={styles.groups}>
          {item.groups.map((group) => (
            <div key={group.label} className={styles.group} data-group="">
              {wide ? (
                <p className={styles.groupTitle} data-group-title="">
                  <Icon name={group.icon} size={18} />
                  {group.href ? <a href={group.href}>{group.label}</a> : group.label}
                </p>
              ) : null}
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>
                      {link.label}
                    </a>
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
  const { pathname } = useLocation();
  const baseId = useId();
  return (
    <Island of={megaMenuIsland} props={{}}>
      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.list}>
          {items.map((item, index) => {
            const panelId = `${baseId}-panel-${index}`;
            const current = isCurrentSection(pathname, item.href);
            return (
              <li key={item.href} className={styles.item}>
                {item.groups.length > 0 ? (
                  <>
                    <button type="button" className={current ? `${styles.top} ${styles.active}` : styles.top} aria-expanded="false" aria-controls={panelId}>
                      {item.label}
                      <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                      </svg>
                    </button>
                    <Panel item={item} id={panelId} />
                  </>
                ) : (
                  <a href={item.href} className={current ? `${styles.top} ${styles.active}` : styles.top} aria-current={current ? 'page' : undefined}>
                    {item.label}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </Island>
  );
}
