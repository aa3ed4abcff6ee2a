// The top of every React island's tree, on the server (island-slots.server.ts) and in the browser
// (hydrate.ts) alike, so both render exactly the same tree. It says when React has committed the
// island in the browser (a held tap is replayed after that).
import { createElement, useEffect, type ReactNode } from 'react';
import type { IslandProps } from './island-types';

export function IslandRoot({ Component, props, onCommit }: { Component: (props: IslandProps) => ReactNode; props: IslandProps; onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return createElement(Component, props);
}
