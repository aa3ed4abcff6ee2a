// The slide-out menu's behaviour (markup: mobile-menu.tsx): a modal <dialog>, so the browser makes
// the page behind it inert. Focus starts on its first control and wraps inside it; Escape, the
// close button and a click on the backdrop close it and return focus to the menu button; the page
// behind does not scroll while it is open.
// The header's links are built here from the desktop mega menu's markup (same page, so the HTML
// carries them once): a top item with groups becomes a <details> with its overview link and its
// groups (each a <details> of its own when there are several), a top link stays a link; the
// extra links the server put in the list (Partner, Resources) follow.
import { scriptIsland } from '../../islands/island-types';

/** The CSS Module class names of the menu's parts (the server passes its own: mobile-menu.tsx). */
export interface MobileMenuClasses {
  section?: string;
  summary?: string;
  sub?: string;
  subLink?: string;
  group?: string;
  groupSummary?: string;
  topLink?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function make<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The slide-out menu's items for the mega menu `nav` (aria-label Main), as mobile-menu.tsx drew them before. */
export function linksFromMegaMenu(nav: Element, classes: MobileMenuClasses, pathname: string): HTMLLIElement[] {
  const link = (href: string, label: string, className?: string) => {
    const a = make('a', className, label);
    a.href = href;
    if (pathname.toLowerCase() === href.toLowerCase()) a.setAttribute('aria-current', 'page');
    return a;
  };
  const subItem = (href: string, label: string) => {
    const li = make('li');
    li.append(link(href, label, classes.subLink));
    return li;
  };
  const label = (el: Element | null) => (el?.textContent ?? '').trim();
  const items: HTMLLIElement[] = [];
  for (const li of nav.querySelectorAll(':scope > ul > li')) {
    const top = li.firstElementChild;
    const item = make('li');
    items.push(item);
    if (top instanceof HTMLAnchorElement) {
      item.append(link(top.getAttribute('href') ?? '', label(top), classes.topLink));
      continue;
    }
    const panel = li.querySelector('[data-panel]');
    const overview = panel?.querySelector('[data-overview]');
    const groups = [...(panel?.querySelectorAll('[data-group]') ?? [])];
    const name = label(top);
    const section = make('details', classes.section);
    const sub = make('ul', classes.sub);
    section.append(make('summary', classes.summary, name), sub);
    item.append(section);
    if (overview) sub.append(subItem(overview.getAttribute('href') ?? '', `${name} overview`));
    for (const group of groups) {
      const links = [...group.querySelectorAll(':scope > ul a')].map((a) => subItem(a.getAttribute('href') ?? '', label(a)));
      if (groups.length > 1) {
        const title = group.querySelector('[data-group-title]');
        const groupName = label(title);
        const groupLink = title?.querySelector('a')?.getAttribute('href');
        const groupItem = make('li');
        const details = make('details', classes.group);
        const list = make('ul', classes.sub);
        details.append(make('summary', classes.groupSummary, groupName), list);
        if (groupLink) list.append(subItem(groupLink, `All ${groupName.toLowerCase()}`));
        list.append(...links);
        groupItem.append(details);
        sub.append(groupItem);
      } else sub.append(...links);
    }
  }
  return items;
}

export default scriptIsland<{ classes?: MobileMenuClasses }>((element, props) => {
  const toggle = element.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const dialog = element.querySelector('dialog');
  if (!toggle || !dialog) return;
  const list = dialog.querySelector('[data-menu-list]');
  const megaMenu = element.closest('header')?.querySelector('nav[aria-label="Main"]');
  if (list && megaMenu) list.prepend(...linksFromMegaMenu(megaMenu, props.classes ?? {}, location.pathname));
  const root = document.documentElement;

  const open = () => {
    if (dialog.open) return;
    dialog.showModal();
    root.classList.add('scroll-locked');
    toggle.setAttribute('aria-expanded', 'true');
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  // Focus goes back to the menu button, unless the menu closed for a link to this page's own form
  // (Talk to sales on a page with a form), whose target takes the focus (ui/in-page-link.ts).
  let refocus = true;
  const close = () => {
    if (dialog.open) dialog.close();
  };
  dialog.addEventListener('close', () => {
    root.classList.remove('scroll-locked');
    toggle.setAttribute('aria-expanded', 'false');
    if (refocus) toggle.focus();
    refocus = true;
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
    // A link within this page: the menu closes (synchronously unlocking the scroll), then the
    // in-page-links island scrolls to the target and focuses it.
    else if (event.target instanceof Element && event.target.closest('a[href^="#"]')) {
      refocus = false;
      close();
      root.classList.remove('scroll-locked');
    }
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
