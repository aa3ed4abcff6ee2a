// The call bar's hide button (markup: mobile-action-bar.tsx): hidden for the rest of the visit
// (sessionStorage, read again by the boot script on every page).
import { scriptIsland } from '../../islands/island-types';

export const ACTION_BAR_DISMISSED_KEY = 'actionBarDismissed';
/** On <html> once the visitor hid the bar (read by mobile-action-bar.module.css and global.css). */
export const BAR_HIDDEN_ATTR = 'data-bar-hidden';

export default scriptIsland((element) => {
  element.querySelector('button')?.addEventListener('click', () => {
    try {
      window.sessionStorage.setItem(ACTION_BAR_DISMISSED_KEY, 'true');
    } catch {
      // Storage blocked: hidden for this page view.
    }
    document.documentElement.setAttribute(BAR_HIDDEN_ATTR, '');
    // The button disappears with the bar: keep the keyboard's place on the page.
    document.getElementById('main')?.focus({ preventScroll: true });
  });
});
