// Links within the page ("#enquire"), everywhere on a public page: a smooth scroll (an instant
// jump for visitors who ask for reduced motion), the address gets the fragment, and focus moves
// to the target's heading (ui/in-page-link.ts). Without JavaScript, or before this island woke,
// the browser's own jump to the fragment does the same minus the focus; a page opened at a
// fragment gets that focus when the island wakes.
import { scriptIsland } from '../../islands/island-types';
import { focusInPageTarget, goToInPageTarget, isInPageHref } from '../../ui/in-page-link';

export default scriptIsland(() => {
  // A page opened at a fragment (a call to action that opens a form elsewhere lands at #enquire):
  // the browser has scrolled there; its heading takes the focus, so a screen reader announces
  // where the visitor is, unless the visitor has already moved the focus themselves.
  if (isInPageHref(location.hash) && (document.activeElement === document.body || document.activeElement === null)) focusInPageTarget(location.hash);
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    const href = link?.getAttribute('href') ?? '';
    if (isInPageHref(href) && goToInPageTarget(href)) event.preventDefault();
  });
});
