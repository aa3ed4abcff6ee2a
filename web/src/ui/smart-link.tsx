// One link component for everything editors can link to: site paths go through the router
// (and are preloaded on intent), links within the page scroll to their target and focus it,
// other addresses are plain anchors; new tabs are safe.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { preloadOnIntent } from '../lib/preload';
import { isInPageHref, onInPageLinkClick } from './in-page-link';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  newTab?: boolean;
  onClick?: () => void;
  'aria-current'?: 'page' | undefined;
}

export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/uploads/');
}

export function SmartLink({ href, children, className, newTab = false, onClick, ...rest }: SmartLinkProps) {
  if (isInternal(href) && !newTab) {
    return (
      <Link to={href} className={className} onClick={onClick} {...preloadOnIntent(href)} {...rest}>
        {children}
      </Link>
    );
  }
  if (isInPageHref(href)) {
    return (
      <a
        href={href}
        className={className}
        onClick={(e) => {
          onClick?.();
          onInPageLinkClick(e, href);
        }}
        {...rest}
      >
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
      onClick={onClick}
      target={openNew ? '_blank' : undefined}
      rel={openNew ? 'noopener noreferrer' : undefined}
      {...rest}
    >
      {children}
      {openNew ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
