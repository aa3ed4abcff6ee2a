// The one inline script of a public page, run in <head> before anything is drawn (the server
// inlines the built file and allows it by its hash: the text is the same on every page). It
// imports nothing, so the build keeps it one plain script; the names it shares with the islands
// are checked by boot.test.ts.
// 1. Flags on <html> that CSS reads at the first paint: data-js; data-cookie-ask (the cookie
//    notice shows: isCookiesAccepted is not "true"); data-bar-hidden (the call bar was hidden
//    this visit); data-css once the site stylesheet, requested after the first paint, has arrived.
// 2. Speculation rules (prerender on intent): the page's, just before this script, are taken out
//    when the connection is slow (2g) or the visitor asked to save data.
// 3. The islands loader (islands.ts): imported after the load event and the first paint, or at
//    once on the first tap, key press, touch or scroll. A tap on an island's control before then is held and handed over.
(() => {
  const html = document.documentElement;
  // Inline in production; in development Vite serves it as a module (no currentScript there).
  const script = (document.currentScript ?? document.querySelector('script[data-islands]')) as HTMLScriptElement | null;
  html.setAttribute('data-js', '');
  try {
    if (localStorage.getItem('isCookiesAccepted') !== 'true') html.setAttribute('data-cookie-ask', '');
  } catch {
    html.setAttribute('data-cookie-ask', '');
  }
  try {
    if (sessionStorage.getItem('actionBarDismissed') === 'true') html.setAttribute('data-bar-hidden', '');
  } catch {
    // Storage blocked: the bar shows.
  }

  // Once the first screen has been shown (its first paint; for a page loaded unseen, a
  // background tab or a prerendered page, which paints nothing, its load event), `painted` runs
  // what comes after it, so that never shares a slow connection with what the first screen needs.
  // (A browser without paint timing ignores the observer: a second after the load event, then.)
  const unseen = () => document.visibilityState === 'hidden' || (document as Document & { prerendering?: boolean }).prerendering === true;
  const waiting: (() => void)[] = [];
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    for (const run of waiting) setTimeout(run);
  };
  const painted = (run: () => void) => (shown ? setTimeout(run) : waiting.push(run));
  new PerformanceObserver(show).observe({ type: 'paint', buffered: true });
  addEventListener('load', () => setTimeout(show, unseen() ? 0 : 1000), { once: true });

  // 1. The site stylesheet (the script's data-css), after the first paint: the first screen's
  // rules are inline, and what is below it (marked data-below by the server: critical-css.server.ts,
  // the one definition of the first screen) stays unrendered until the stylesheet arrives (FOLD_GUARD). A page opened at an anchor, or a visitor who scrolls or
  // taps first, asks for it at once. Without JavaScript the <noscript> link is the stylesheet.
  const href = script?.dataset.css;
  const cssArrived = () => html.setAttribute('data-css', '');
  let requestCss = () => {};
  if (!href) cssArrived();
  else {
    requestCss = () => {
      if (document.getElementById('ironbark-css')) return;
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, media: 'print', id: 'ironbark-css' });
      const arrived = () => {
        if (link.media === 'all') return;
        // The blocks below the first screen, unrendered until now, are drawn one per frame, so
        // no single task lays out the whole page while the visitor may be tapping; all at once
        // for a page that is not at its top or not shown. (Found by the server's mark, not by
        // asking for their style, which would restyle the page.)
        const rest = [...document.querySelectorAll('[data-below]')];
        link.media = 'all';
        const step = () => {
          const next = rest.shift();
          if (!next || scrollY > 0 || unseen()) return cssArrived();
          next.setAttribute('data-shown', '');
          requestAnimationFrame(() => setTimeout(step));
        };
        step();
      };
      link.onload = link.onerror = arrived;
      document.head.append(link);
      // A stylesheet that never arrives must not keep the page's lower part hidden.
      setTimeout(() => (arrived(), cssArrived()), 8000);
    };
    if (location.hash) requestCss();
    else painted(requestCss);
  }

  // (Removing a rules script withdraws its rules.)
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (connection && (connection.saveData === true || /2g$/.test(connection.effectiveType ?? ''))) document.querySelector('script[type=speculationrules]')?.remove();

  const held: Element[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest('button, summary, [data-hold]') : null;
    if (!control || !control.closest('ironbark-island')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
    begin();
  };
  const stop = () => document.removeEventListener('click', hold, true);
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    import(/* @vite-ignore */ script?.dataset.islands ?? '').catch(() => {
      // No islands: the page stays as it is without JavaScript; the held taps do what they do there.
      stop();
      for (const control of held.splice(0)) (control as HTMLElement).click();
    });
  };
  document.addEventListener('click', hold, true);
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'scroll']) addEventListener(type, () => (requestCss(), begin()), { capture: true, passive: true, once: true });
  (window as Window & { ironbarkBoot?: { held: Element[]; stop: () => void } }).ironbarkBoot = { held, stop };
  // Otherwise once the page has loaded and its first screen has been shown.
  if (document.readyState === 'complete') painted(begin);
  else addEventListener('load', () => painted(begin), { once: true });
})();
