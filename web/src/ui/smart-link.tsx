// One link component for everything editors can link to: plain anchors (site paths load as
// documents, made instant by the speculation rules; links within the page are smoothed by the
// in-page-links island); other sites open in a new tab, safely.
import type { ReactNode } from 'react';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  newTab?: boolean;
  'aria-current'?: 'page' | undefined;
  /** data-* attributes (a call to action's context for the measurement island). */
  data?: Record<`data-${string}`, string>;
}

export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/uploads/');
}

export function SmartLink({ href, children, className, newTab = false, data, ...props }: SmartLinkProps) {
  const rest = { ...props, ...data };
  if ((isInternal(href) && !newTab) || href.startsWith('#')) {
    return (
      <a href={href} className={className} {...rest}>
        {children}
      </a>
    );
  }
  const external = /^https?:/.test(href);
  const openNew = newTab || (external && !href.startsWith('/'));
  return (
    <a
      href={href}
      className={className}
      target={openNew ? '_blank' : undefined}
      rel={openNew ? 'noopener noreferrer' : undefined}
      {...rest}
    >
      {children}
      {openNew ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
