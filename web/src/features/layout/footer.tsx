// The footer: policies, copyright (year from the CMS global settings), a Contact us button, and
// the video channel and professional network links (new tab).
import { telHref } from '@ironbark/shared/content/phone';
import type { LayoutData } from '../../lib/content-source';
import { Icon } from '../../ui/icon';
import { Logo } from '../../ui/logo';
import { SmartLink } from '../../ui/smart-link';
import styles from './footer.module.css';

/** The site's channels that Global settings give an address for. */
function socialLinks(global: LayoutData['global']) {
  const links = [
    { icon: 'youtube', href: global.youtubeUrl, network: 'YouTube' },
    { icon: 'linkedin', href: global.linkedinUrl, network: 'LinkedIn' },
  ] as const;
  return links.filter((link): link is (typeof links)[number] & { href: string } => Boolean(link.href));
}

export function Footer({ layout }: { layout: LayoutData }) {
  const { global, navigation } = layout;
  return (
    <footer className={`${styles.footer} on-dark`}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Logo siteName={global.siteName} inverted mark="reference" />
          {global.footerText ? <p className={styles.text}>{global.footerText}</p> : null}
          <a href="/contact-us" className="btn btn-primary">
            Contact us
          </a>
        </div>
        <nav aria-label="Services and company" className={styles.columns}>
          {navigation.header
            .filter((item) => item.groups.length > 0)
            .map((item) => (
              <div key={item.href}>
                <p className={styles.heading}>{item.label}</p>
                <ul className={styles.links}>
                  {(item.groups.length > 1 ? item.groups.map((g) => ({ label: g.label, href: g.href ?? item.href })) : item.groups[0]!.links).map(
                    (link) => (
                      <li key={link.href}>
                        <SmartLink href={link.href}>{link.label}</SmartLink>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          <div>
            <p className={styles.heading}>Get in touch</p>
            <ul className={styles.links}>
              <li>
                <a href={telHref(global.phone)}>{global.phone}</a>
              </li>
              <li>
                <a href={`mailto:${global.email}`}>{global.email}</a>
              </li>
              {navigation.mobileExtras.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
            <ul className={styles.social}>
              {socialLinks(global).map(({ icon, href, network }) => (
                <li key={icon}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${global.siteName} on ${network} (opens in a new tab)`}>
                    <Icon name={icon} size={22} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>
            {`© ${global.copyrightYear} ${global.siteName}${global.abn ? `. ABN ${global.abn}` : ''}. All rights reserved.`}
          </p>
          <ul className={styles.legal} aria-label="Policies">
            {navigation.footer.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
