// <Island>: how a server-rendered component puts an island on a public page (island-types.ts).
//   <Island of={searchBoxIsland} props={{ config }} />                 React island
//   <Island of={megaMenuIsland} props={{}}><MegaMenu … /></Island>     script island over markup
// A React island is not rendered inside the page's tree: the page gets a marker, and after the
// page render island-slots.server.ts renders the island on its own, with the identifierPrefix the
// browser will hydrate it with and without the page's router or context, as the browser will.
import { createContext, createElement, use, useId, type ReactNode } from 'react';
import { islandName } from './island-names';
import { ISLAND_ATTR, ISLAND_TAG, type IslandDefinition, type IslandProps, type Wake } from './island-types';

export interface IslandSlot {
  island: IslandDefinition<IslandProps>;
  props: IslandProps;
  prefix: string;
}

/** The React islands of one page render, filled in after it (server only). */
export class IslandSlots {
  readonly slots: IslandSlot[] = [];
  add(slot: IslandSlot): number {
    return this.slots.push(slot) - 1;
  }
}

export const IslandSlotsContext = createContext<IslandSlots | null>(null);

/** The marker a React island's HTML replaces. */
export const slotMarker = (index: number) => `<!--island:${index}-->`;

interface IslandUsage<P extends IslandProps> {
  of: IslandDefinition<P>;
  props: P;
  /** Overrides the island's own wake strategy. */
  wake?: Wake;
  /** A script island's server markup. */
  children?: ReactNode;
}

export function Island<P extends IslandProps>({ of, props, wake, children }: IslandUsage<P>) {
  const slots = use(IslandSlotsContext);
  // Unique on the page, and stable: the React island's useId prefix.
  const prefix = `${useId().replace(/[^A-Za-z0-9]/g, '')}-`;
  const name = islandName(of as unknown as IslandDefinition<IslandProps>);
  const attributes = {
    [ISLAND_ATTR.name]: name,
    [ISLAND_ATTR.wake]: wake ?? of.wake,
    [ISLAND_ATTR.props]: JSON.stringify(props),
  };
  if (of.kind === 'script') return createElement(ISLAND_TAG, attributes, children);
  if (!slots) throw new Error(`<Island of="${name}"> rendered outside a page render (entry-server.tsx provides the slots)`);
  const index = slots.add({ island: of as unknown as IslandDefinition<IslandProps>, props, prefix });
  return createElement(ISLAND_TAG, { ...attributes, [ISLAND_ATTR.prefix]: prefix, dangerouslySetInnerHTML: { __html: slotMarker(index) } });
}
