// The slide-out menu's behaviour (markup: mobile-menu.tsx): a modal <dialog>, so the browser makes
// the page behind it inert. Focus starts on its first control and wraps inside it; Escape, the
// close button and a click on the backdrop close it and return focus to the menu button; the page
// behind does not scroll while it is open.
import { scriptIsland } from '../../islands/island-types';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

export default scriptIsland('mobile-menu', (element) => {
  const toggle = element.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const dialog = element.querySelector('dialog');
  if (!toggle || !dialog) return;
  const root = document.documentElement;

  const open = () => {
    if (dialog.open) return;
    dialog.showModal();
    root.classList.add('scroll-locked');
    toggle.setAttribute('aria-expanded', 'true');
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  const close = () => {
    if (dialog.open) dialog.close();
  };
  dialog.addEventListener('close', () => {
    root.classList.remove('scroll-locked');
    toggle.setAttribute('aria-expanded', 'false');
    toggle.focus();
  });

  toggle.addEventListener('click', () => (dialog.open ? close() : open()));
  dialog.querySelector('[data-menu-close]')?.addEventListener('click', close);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener('click', (event) => {
    // A click on the backdrop (the dialog element itself, outside the panel) closes it.
    if (event.target === dialog) close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  window.addEventListener('pagehide', close);
});
