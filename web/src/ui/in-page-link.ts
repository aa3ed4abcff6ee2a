// Links to a part of the same page ("#enquire"): a smooth scroll (an instant jump for visitors
// who ask for reduced motion), the address gets the fragment, and focus moves to the target's
// heading so keyboard and screen-reader users land where the link said. Without JavaScript the
// browser's own jump to the fragment does the same minus the focus.
export function isInPageHref(href: string): boolean {
  return href.startsWith('#') && href.length > 1;
}

/** Scrolls to and focuses the target of `#id`; false when there is no such element here. */
export function goToInPageTarget(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Keep whatever is in history.state, change only the fragment.
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  return focusInPageTarget(hash);
}

/** Focuses the heading of the target of `#id` (or the target) without scrolling; false when there is none. */
export function focusInPageTarget(hash: string): boolean {
  let id = '';
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return false;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  const focusable = target.querySelector<HTMLElement>('h1, h2, h3') ?? target;
  if (!focusable.hasAttribute('tabindex')) focusable.setAttribute('tabindex', '-1');
  focusable.focus({ preventScroll: true });
  return true;
}
