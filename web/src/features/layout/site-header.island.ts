// The header turns sticky once the page has scrolled 100px (site spec section 9). The bar's height
// stays reserved in the flow (header.module.css), so the switch never moves the content.
import { scriptIsland } from '../../islands/island-types';

export const STICKY_AFTER_PX = 100;

export default scriptIsland((element) => {
  const bar = element.querySelector<HTMLElement>('[data-sticky]');
  if (!bar) return;
  const update = () => bar.setAttribute('data-sticky', window.scrollY >= STICKY_AFTER_PX ? 'true' : 'false');
  update();
  window.addEventListener('scroll', update, { passive: true });
});
