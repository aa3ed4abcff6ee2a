// Fills the React islands of a rendered page (island.tsx): each is rendered on its own, with its
// own identifierPrefix and nothing from the page's tree, exactly as the browser hydrates it.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { slotMarker, type IslandSlots } from './island';
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
