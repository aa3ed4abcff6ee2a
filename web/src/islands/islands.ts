// The islands loader: the one module a public page loads (boot.ts imports it after the page's load
// event, or at once on the first tap or key press). It finds every <ironbark-island> element and
// wakes each when its strategy says (island-types.ts): a script island runs its mount function; a
// React island imports its chunk and the shared React chunk and hydrates into a root of its own.
// A prerendered page wakes nothing until it is shown, so nothing is counted or stored for a page
// the visitor never opened. A tap on a control of an island that is not awake yet is held and
// replayed once it is (the boot script holds the taps made before this module arrived).
import { ISLANDS, type IslandEntry } from './registry';
import { ISLAND_ATTR, ISLAND_TAG, type IslandDefinition, type IslandProps, type Wake } from './island-types';

/** Controls whose tap means nothing without the island's code (links and fields work natively). */
const HELD = 'button, summary, [data-hold]';
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

interface BootHandoff {
  /** Controls tapped before this module ran, in order. */
  held: Element[];
  /** Removes the boot script's own capture (this module holds taps from now on). */
  stop(): void;
}

type State = 'asleep' | 'waking' | 'awake' | 'failed';

interface Island {
  element: HTMLElement;
  name: string;
  wake: Wake;
  state: State;
  /** Resolves once the island is awake (or failed). */
  ready?: Promise<void>;
}

const islands = new Map<HTMLElement, Island>();

async function definitionOf(entry: IslandEntry): Promise<IslandDefinition<IslandProps>> {
  // One place where the registry's per-island prop types are erased: the props come from the page.
  const loaded = typeof entry === 'function' ? await entry() : entry;
  return loaded as unknown as IslandDefinition<IslandProps>;
}

function propsOf(element: HTMLElement): IslandProps {
  const raw = element.getAttribute(ISLAND_ATTR.props);
  return raw ? (JSON.parse(raw) as IslandProps) : {};
}

async function start(island: Island): Promise<void> {
  const entry: IslandEntry | undefined = Object.hasOwn(ISLANDS, island.name) ? ISLANDS[island.name] : undefined;
  if (!entry) throw new Error(`no island file is named "${island.name}" (islands/registry.ts)`);
  const definition = await definitionOf(entry);
  const props = propsOf(island.element);
  if (definition.kind === 'script') {
    definition.mount(island.element, props);
    return;
  }
  const { hydrateIsland } = await import('./hydrate');
  await hydrateIsland(island.element, island.name, definition, props, island.element.getAttribute(ISLAND_ATTR.prefix) ?? '');
}

function wake(island: Island): Promise<void> {
  if (island.ready) return island.ready;
  island.state = 'waking';
  island.ready = start(island).then(
    () => {
      island.state = 'awake';
      island.element.setAttribute(ISLAND_ATTR.state, 'awake');
    },
    (error: unknown) => {
      // The server's HTML stays, and works as it does without JavaScript.
      island.state = 'failed';
      island.element.setAttribute(ISLAND_ATTR.state, 'failed');
      console.error(`island "${island.name}" did not wake`, error);
    },
  );
  return island.ready;
}

/** Replays a held tap: the control's own click, or the form submission it would have made. */
function replay(control: Element) {
  if (!control.isConnected) return;
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) control.form.requestSubmit(control);
  else if (control instanceof HTMLElement) control.click();
}

function islandOf(node: Element): Island | undefined {
  const element = node.closest<HTMLElement>(ISLAND_TAG);
  return element ? islands.get(element) : undefined;
}

function hold(control: Element) {
  const island = islandOf(control);
  if (!island || island.state === 'awake' || island.state === 'failed') {
    replay(control);
    return;
  }
  void wake(island).then(() => replay(control));
}

function schedule(island: Island) {
  const { element } = island;
  switch (island.wake) {
    case 'load':
      // Each in a task of its own, so waking a page's islands is never one long task.
      setTimeout(() => void wake(island));
      return;
    case 'idle': {
      const go = () => void wake(island);
      if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 5000 });
      else setTimeout(go, 200);
      return;
    }
    case 'visible': {
      // The wrapper has no box of its own (display: contents): watch what it holds.
      const target = element.firstElementChild ?? element;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          void wake(island);
        },
        { rootMargin: '200px' },
      );
      observer.observe(target);
      return;
    }
    case 'intent': {
      const go = () => {
        for (const type of INTENT_EVENTS) element.removeEventListener(type, go);
        void wake(island);
      };
      for (const type of INTENT_EVENTS) element.addEventListener(type, go, { passive: true });
      // Already under the pointer or focused when the loader arrived.
      if (element.matches(':hover, :focus-within')) go();
      return;
    }
  }
}

/** The site stylesheet (boot.ts says when it arrived): menus and panels hidden at first are styled by it. */
function stylesheetArrived(): Promise<void> {
  const html = document.documentElement;
  if (html.hasAttribute('data-css')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!html.hasAttribute('data-css')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-css'] });
  });
}

function whenShown(): Promise<void> {
  const doc = document as Document & { prerendering?: boolean };
  if (!doc.prerendering) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('prerenderingchange', () => resolve(), { once: true }));
}

async function main() {
  for (const element of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    const name = element.getAttribute(ISLAND_ATTR.name) ?? '';
    const wakeAttr = element.getAttribute(ISLAND_ATTR.wake) as Wake | null;
    islands.set(element, { element, name, wake: wakeAttr ?? 'load', state: 'asleep' });
  }
  // From here on this module holds taps on islands that are not awake yet.
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(HELD) : null;
      const island = control ? islandOf(control) : undefined;
      if (!control || !island || island.state === 'awake' || island.state === 'failed') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(control);
    },
    true,
  );
  const boot = (window as Window & { ironbarkBoot?: BootHandoff }).ironbarkBoot;
  boot?.stop();
  await Promise.all([whenShown(), stylesheetArrived()]);
  for (const island of islands.values()) schedule(island);
  for (const control of boot?.held.splice(0) ?? []) hold(control);
}

void main();
