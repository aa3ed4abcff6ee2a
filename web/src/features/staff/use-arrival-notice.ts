import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

const noSubscription = () => () => undefined;

/**
 * A message the previous page passed along with the navigation (e.g. "Deleted …" after a delete).
 * Empty in the server render and while hydrating, so the server's HTML and the first browser
 * render agree; the navigation state is the browser's.
 */
export function useArrivalNotice(): string {
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  return useSyncExternalStore(
    noSubscription,
    () => (typeof notice === 'string' ? notice : ''),
    () => '',
  );
}
