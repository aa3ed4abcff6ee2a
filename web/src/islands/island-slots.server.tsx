// Fills the React islands of a rendered page (island.tsx): each is rendered on its own, with its
// own identifierPrefix and nothing from the page's tree, exactly as the browser hydrates it.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandSlots, IslandSlotsContext, slotMarker } from './island';
import { IslandRoot } from './island-root';

export function fillIslandSlots(html: string, slots: IslandSlots): string {
  let out = html;
  slots.slots.forEach((slot, index) => {
    if (slot.island.kind !== 'react') return;
    const inner = renderToString(createElement(IslandRoot, { Component: slot.island.Component, props: slot.props }), { identifierPrefix: slot.prefix });
    out = out.replace(slotMarker(index), () => inner);
  });
  return out;
}

/** Renders a tree that may hold islands to HTML, islands filled in (tests, and renders outside entry-server.tsx). */
export function renderWithIslands(tree: ReactNode): string {
  const slots = new IslandSlots();
  return fillIslandSlots(renderToString(createElement(IslandSlotsContext, { value: slots }, tree)), slots);
}
