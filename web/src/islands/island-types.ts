// What an island is. An island is one interactive part of a public page that is otherwise plain
// server HTML: the server renders it inside an <ironbark-island> element that carries its name
// (its file's name: islandNameOf), when it wakes and its props (page data only, never per-visitor
// data: the HTML is cached and shared), and the browser's islands loader (islands.ts) wakes it then.
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
  wake: Wake;
  /** A function component (its props are the island's JSON props). */
  Component: (props: P) => ReactNode;
}

export interface ScriptIsland<P extends IslandProps> {
  kind: 'script';
  wake: Wake;
  /** Runs once when the island wakes, with its element (which holds the server markup) and props. */
  mount(element: HTMLElement, props: P): void;
}

export type IslandDefinition<P extends IslandProps = IslandProps> = ReactIsland<P> | ScriptIsland<P>;

/** A React island: `Component` is rendered by the server and hydrated by the browser. */
export function reactIsland<P extends IslandProps>(Component: (props: P) => ReactNode, wake: Wake = 'intent'): ReactIsland<P> {
  return { kind: 'react', wake, Component };
}

/** A script island: server markup (the usage's children) plus `mount` in the browser. */
export function scriptIsland<P extends IslandProps>(mount: (element: HTMLElement, props: P) => void, wake: Wake = 'load'): ScriptIsland<P> {
  return { kind: 'script', wake, mount };
}

/**
 * An island's name, written on its element and looked up by the loader: its file's name up to
 * the first dot (web/src/features/<feature>/<name>.island.ts, <name>.lazy.island.ts or
 * <name>.island.tsx; registry.ts). Lower-case words and hyphens only.
 */
export function islandNameOf(file: string): string {
  const name = /(?:^|\/)([a-z0-9]+(?:-[a-z0-9]+)*)\.(?:lazy\.)?island\.tsx?$/.exec(file)?.[1];
  if (!name) throw new Error(`"${file}" is not named as an island file is: <name>.island.ts, <name>.lazy.island.ts or <name>.island.tsx, the name in lower-case words and hyphens`);
  return name;
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
