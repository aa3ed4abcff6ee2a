import { useSyncExternalStore } from 'react';

/** False in the server render and the hydrating render, true after: for browser-only parts. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
const noSubscription = () => () => undefined;
