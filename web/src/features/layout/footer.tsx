// The footer: policies, copyright (year from the CMS global settings), a Contact us button, and
// the video channel and professional network links (new tab).
import { telHref } from '@ironbark/shared/content/phone';
import type { LayoutData } from '../../lib/content-source';
import { Logo } from '../../ui/logo';
import { SmartLink } from '../../ui/smart-link';
import styles from './footer.module.css';

function YouTubeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15.1V8.9l5.8 3.1-5.8 3.1Z" />
    </svg>
  );
}

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.4V9h3.4v1.6h.1a3.7 3.7 0 0 1 3.3-1.8c3.6 0 4.2 2.4 4.2 5.4v6.3ZM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2Zm1.8 13.1H3.5V9h3.6v11.5ZM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0Z" />
    </svg>
  );
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
              {global.youtubeUrl ? (
                <li>
                  <a href={global.youtubeUrl} target="_blank" rel="noopener noreferrer" aria-label={`${global.siteName} on YouTube (opens in a new tab)`}>
                    <YouTubeIcon />
                  </a>
                </li>
              ) : null}
              {global.linkedinUrl ? (
                <li>
                  <a href={global.linkedinUrl} target="_blank" rel="noopener noreferrer" aria-label={`${global.siteName} on LinkedIn (opens in a new tab)`}>
                    <LinkedInIcon />
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>
            © {global.copyrightYear} {global.siteName}
            {global.abn ? `. ABN ${global.abn}` : ''}. All rights reserved.
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
