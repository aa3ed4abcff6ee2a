// The one inline script of a public page, run in <head> before anything is drawn (the server
// inlines the built file and allows it by its hash: the text is the same on every page). It
// imports nothing, so the build keeps it one plain script; the names it shares with the islands
// are checked by boot.test.ts.
// 1. Flags on <html> that CSS reads at the first paint: data-js; data-cookie-ask (the cookie
//    notice shows: isCookiesAccepted is not "true"); data-bar-hidden (the call bar was hidden
//    this visit); data-css once the site stylesheet, linked without blocking, has arrived.
// 2. Speculation rules (prerender on intent) from the page's JSON, unless the connection is slow
//    (2g) or the visitor asked to save data.
// 3. The islands loader (islands.ts): imported after the load event, or at once on the first
//    tap, key press, touch or scroll. A tap on an island's control before then is held and handed over.
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

  const css = document.getElementById('ironbark-css') as HTMLLinkElement | null;
  const cssArrived = () => {
    if (css) css.media = 'all';
    html.setAttribute('data-css', '');
  };
  if (!css || css.sheet) cssArrived();
  else {
    css.addEventListener('load', cssArrived);
    css.addEventListener('error', cssArrived);
    // A stylesheet that never arrives must not keep the page's lower part hidden.
    setTimeout(cssArrived, 8000);
  }

  const rules = document.getElementById('ironbark-speculation');
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  const slow = !!connection && (connection.saveData === true || /2g$/.test(connection.effectiveType ?? ''));
  if (rules && !slow && HTMLScriptElement.supports?.('speculationrules')) {
    const speculation = document.createElement('script');
    speculation.type = 'speculationrules';
    speculation.textContent = rules.textContent;
    document.head.append(speculation);
  }

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
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'scroll']) addEventListener(type, begin, { capture: true, passive: true, once: true });
  (window as Window & { ironbarkBoot?: { held: Element[]; stop: () => void } }).ironbarkBoot = { held, stop };
  if (document.readyState === 'complete') begin();
  else addEventListener('load', () => setTimeout(begin), { once: true });
})();
