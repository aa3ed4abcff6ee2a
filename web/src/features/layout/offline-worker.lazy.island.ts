// The offline/background worker (site spec section 9): registered only when the production or
// staging flag is on (both off by default), once the browser is idle after load or after 60000ms
// at the latest. With both flags off, a worker left from an earlier setting is removed. A script
// island woken when the browser is idle (and never on a prerendered page before it is shown).
import { scriptIsland } from '../../islands/island-types';
import type { PublicConfig } from '../../lib/content-source';

export const WORKER_URL = '/sw.js';
export const REGISTER_AT_LATEST_MS = 60_000;

export function offlineWorkerEnabled(config: Pick<PublicConfig, 'production' | 'staging'>): boolean {
  return config.production || config.staging;
}

/** Calls `register` once: when the browser is idle after load, or after `latestMs`. */
export function scheduleRegistration(register: () => void, win: Window = window, latestMs = REGISTER_AT_LATEST_MS): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    register();
  };
  const latest = win.setTimeout(once, latestMs);
  let idle: number | undefined;
  const whenLoaded = () => {
    if ('requestIdleCallback' in win) idle = win.requestIdleCallback(once, { timeout: latestMs });
  };
  if (win.document.readyState === 'complete') whenLoaded();
  else win.addEventListener('load', whenLoaded, { once: true });
  return () => {
    done = true;
    win.clearTimeout(latest);
    if (idle !== undefined && 'cancelIdleCallback' in win) win.cancelIdleCallback(idle);
    win.removeEventListener('load', whenLoaded);
  };
}

export default scriptIsland<{ enabled: boolean }>(
  (_element, { enabled }) => {
    if (!('serviceWorker' in navigator)) return;
    if (!enabled) {
      void navigator.serviceWorker.getRegistrations().then((regs) => regs.forEach((r) => void r.unregister()));
      return;
    }
    scheduleRegistration(() => {
      void navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch(() => undefined);
    });
  },
  'idle',
);
