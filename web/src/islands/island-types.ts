// What an island is. An island is one interactive part of a public page that is otherwise plain
// server HTML: the server renders it inside an <ironbark-island> element that carries its name,
// when it wakes and its props (page data only, never per-visitor data: the HTML is cached and
// shared), and the browser's islands loader (islands.ts) wakes it then.
//
// Two kinds:
// - a React island: a component the server renders on its own (its own useId prefix, no router or
//   context from the page) and the browser hydrates into its own root, with the shared React chunk;
// - a script island: a few lines of plain TypeScript on top of the server HTML (a menu, the cookie
//   notice, a beacon): no framework, so it costs next to nothing before a visitor interacts.
import type { ReactNode } from 'react';

/**
 * When an island wakes (after a prerendered page is shown, never before):
 * - load: as soon as the islands loader runs (after the page's load event, or the first tap or key);
 * - idle: when the browser is next idle after that;
 * - visible: when the island comes near the viewport;
 * - intent: when the visitor points at, touches or focuses it. A tap on one of its controls before
 *   it woke is held and replayed once it is awake.
 */
export type Wake = 'load' | 'idle' | 'visible' | 'intent';

/** Island props travel as JSON in the page: plain data only (strings, numbers, booleans, arrays, objects). */
export type IslandProps = object;

export interface ReactIsland<P extends IslandProps> {
  kind: 'react';
  name: string;
  wake: Wake;
  /** A function component (its props are the island's JSON props). */
  Component: (props: P) => ReactNode;
}

export interface ScriptIsland<P extends IslandProps> {
  kind: 'script';
  name: string;
  wake: Wake;
  /** Runs once when the island wakes, with its element (which holds the server markup) and props. */
  mount(element: HTMLElement, props: P): void;
}

export type IslandDefinition<P extends IslandProps = IslandProps> = ReactIsland<P> | ScriptIsland<P>;

/** A React island: `Component` is rendered by the server and hydrated by the browser. */
export function reactIsland<P extends IslandProps>(name: string, Component: (props: P) => ReactNode, wake: Wake = 'intent'): ReactIsland<P> {
  return { kind: 'react', name, wake, Component };
}

/** A script island: server markup (the usage's children) plus `mount` in the browser. */
export function scriptIsland<P extends IslandProps>(name: string, mount: (element: HTMLElement, props: P) => void, wake: Wake = 'load'): ScriptIsland<P> {
  return { kind: 'script', name, wake, mount };
}

/** The markup contract between the server (island.tsx) and the loader (islands.ts). */
export const ISLAND_TAG = 'ironbark-island';
export const ISLAND_ATTR = {
  name: 'data-island',
  wake: 'data-wake',
  props: 'data-props',
  /** React islands: the identifierPrefix of the root, so useId matches the server's. */
  prefix: 'data-prefix',
  /** Set by the loader: awake, or failed (the island stays the server's HTML). */
  state: 'data-state',
} as const;
