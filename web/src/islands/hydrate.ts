// Hydrates one React island into a root of its own (imported by islands.ts when the first React
// island wakes, so React is never part of a page's first load). The root's identifierPrefix is
// the one the server rendered the island with, so useId gives the same ids on both sides.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './island-root';
import type { IslandProps, ReactIsland } from './island-types';

export function hydrateIsland(element: HTMLElement, name: string, island: ReactIsland<IslandProps>, props: IslandProps, identifierPrefix: string): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(element, createElement(IslandRoot, { Component: island.Component, props, onCommit: resolve }), {
      identifierPrefix,
      // A mismatch is a bug in the island (it rendered differently on the server): say which one.
      onRecoverableError: (error) => console.error(`island "${name}" hydration:`, error),
    });
  });
}
