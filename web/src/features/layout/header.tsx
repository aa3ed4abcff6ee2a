// The site header: logo, desktop mega menu, phone (at every width), search, Customer Portal
// (secondary), "Talk to sales" (the site's primary action; on phones it is in the call bar), mobile
// menu button. A campaign page may hide the navigation: logo, phone and "Talk to sales" remain.
// Server markup with islands: the sticky bar (site-header.island.ts: sticky from a 100px scroll;
// the bar's height stays reserved in the flow, so the switch never shifts the content), the mega
// and mobile menus (plain scripts) and the header search (a React island, woken on intent).
import { telHref } from '@ironbark/shared/content/phone';
import type { LayoutData } from '../../lib/content-source';
import { Island } from '../../islands/island';
import { Logo } from '../../ui/logo';
import styles from './header.module.css';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';
import siteHeaderIsland from './site-header.island';
import { TALK_TO_SALES } from '../forms/index';
import { searchBoxIsland } from '../search/index';

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z"
      />
    </svg>
  );
}

/** The logo, linking home. Its name is the label (the logo's second line leaves the narrowest screens). */
export function HomeLink({ siteName }: { siteName: string }) {
  return (
    <a href="/" className={styles.home} aria-label={`${siteName}, home page`}>
      <Logo siteName={siteName} mark="define" />
    </a>
  );
}

/** The phone link: the icon at every width, the number from 1440px; its name is the label. */
export function PhoneLink({ href, number }: { href: string; number: string }) {
  return (
    <a href={href} className={styles.phone} aria-label={`${number} (call us)`}>
      <PhoneIcon />
      <span className={styles.phoneText}>{number}</span>
    </a>
  );
}

export interface HeaderProps {
  layout: LayoutData;
  /** The page's editor switch for campaign pages: logo, phone and "Talk to sales" only. */
  hideNavigation?: boolean;
  /** Where "Talk to sales" leads from this page (forms/form-context talkToSalesHref). */
  salesHref: string;
}

export function Header({ layout, hideNavigation = false, salesHref }: HeaderProps) {
  const { global, navigation, config } = layout;
  return (
    <Island of={siteHeaderIsland} props={{}}>
      <header className={styles.wrap}>
        <div className={styles.bar} data-sticky="false">
          <div className={styles.inner}>
            <HomeLink siteName={global.siteName} />
            {hideNavigation ? null : <MegaMenu items={navigation.header} />}
            <div className={styles.actions}>
              <PhoneLink href={telHref(global.phone)} number={global.phone} />
              {hideNavigation ? null : (
                <Island
                  of={searchBoxIsland}
                  props={{ config: { cmsPublicUrl: config.cmsPublicUrl, cmsSearchToken: config.cmsSearchToken } }}
                />
              )}
              {hideNavigation ? null : (
                <a href={global.customerPortalUrl} target="_blank" rel="noopener noreferrer" className={`btn btn-secondary ${styles.portal}`}>
                  Customer Portal<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
              <a href={salesHref} className={`btn btn-primary ${styles.sales}`} data-cta={TALK_TO_SALES.cta}>
                {TALK_TO_SALES.label}
              </a>
              {hideNavigation ? null : <MobileMenu navigation={navigation} global={global} salesHref={salesHref} />}
            </div>
          </div>
        </div>
      </header>
    </Island>
  );
}
