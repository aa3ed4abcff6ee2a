// The thank-you popup's behaviour (markup: thank-you-popup.tsx): the server's open dialog becomes a
// modal one; Close (or Escape) closes it and removes ?popup=thank-you from the address without a
// reload (keeping every other parameter). A form island that has sent in place dispatches
// THANK_YOU_EVENT: the popup adds the parameter (a new history entry, as a page load would) and
// opens. Back and forward follow the parameter.
import { THANK_YOU_EVENT } from '../../islands/events';
import { scriptIsland } from '../../islands/island-types';

export const POPUP_PARAM = 'popup';
export const THANK_YOU = 'thank-you';

/** The current address without the popup parameter. */
export function withoutPopup(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(POPUP_PARAM);
  const q = params.toString();
  return `${pathname}${q ? `?${q}` : ''}`;
}

const asked = () => new URLSearchParams(window.location.search).get(POPUP_PARAM) === THANK_YOU;

export default scriptIsland((element) => {
  const dialog = element.querySelector('dialog');
  const close = dialog?.querySelector<HTMLAnchorElement>('[data-close]');
  if (!dialog || !close) return;
  const show = () => {
    close.href = withoutPopup(window.location.pathname, window.location.search);
    // Server-rendered as an open (non-modal) dialog: reopen it as a modal one.
    if (dialog.open && !dialog.matches(':modal')) dialog.close();
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  };
  const hide = () => {
    if (dialog.open) dialog.close();
    if (asked()) window.history.replaceState(window.history.state, '', withoutPopup(window.location.pathname, window.location.search));
  };
  if (asked()) show();
  close.addEventListener('click', (event) => {
    event.preventDefault();
    hide();
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    hide();
  });
  document.addEventListener(THANK_YOU_EVENT, () => {
    const params = new URLSearchParams(window.location.search);
    params.set(POPUP_PARAM, THANK_YOU);
    window.history.pushState(window.history.state, '', `${window.location.pathname}?${params.toString()}`);
    show();
  });
  window.addEventListener('popstate', () => {
    if (asked()) show();
    else if (dialog.open) dialog.close();
  });
});
