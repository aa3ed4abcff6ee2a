// The desktop mega menu's behaviour (markup: mega-menu.tsx). A top item with groups is a button
// that opens its panel on mouse over, click, Enter, Space or ArrowDown (which also focuses the
// panel's first link); the panel closes on mouse leave, Escape (focus goes back to the button when
// it was in the menu), a click outside, or a click on one of its links. One panel at a time.
import { scriptIsland } from '../../islands/island-types';

export default scriptIsland((element) => {
  const nav = element.querySelector('nav');
  if (!nav) return;
  const items = [...nav.querySelectorAll<HTMLLIElement>(':scope > ul > li')].map((item) => ({
    item,
    trigger: item.querySelector<HTMLButtonElement>(':scope > button[aria-controls]'),
    panel: item.querySelector<HTMLElement>(':scope > [data-panel]'),
  }));
  let open: number | null = null;
  const set = (next: number | null) => {
    open = next;
    items.forEach(({ trigger, panel }, index) => {
      if (!trigger || !panel) return;
      trigger.setAttribute('aria-expanded', String(index === next));
      panel.hidden = index !== next;
    });
  };

  items.forEach(({ item, trigger, panel }, index) => {
    if (!trigger || !panel) return;
    item.addEventListener('mouseenter', () => set(index));
    item.addEventListener('mouseleave', () => {
      if (open === index) set(null);
    });
    trigger.addEventListener('click', () => set(open === index ? null : index));
    trigger.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      set(index);
      requestAnimationFrame(() => panel.querySelector('a')?.focus());
    });
    panel.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a')) set(null);
    });
  });

  document.addEventListener('pointerdown', (event) => {
    if (open !== null && !nav.contains(event.target as Node)) set(null);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || open === null) return;
    const trigger = items[open]?.trigger;
    set(null);
    if (nav.contains(document.activeElement)) trigger?.focus();
  });
  // Back to this page from the back/forward cache: the menu is closed, as on a fresh load.
  window.addEventListener('pagehide', () => set(null));
});
