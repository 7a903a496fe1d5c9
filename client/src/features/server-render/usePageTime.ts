import { useContext, useSyncExternalStore } from 'react';
import { PageContext } from './pageContext';

const neverChanges = () => () => undefined;
const notHydrating = () => null;

/**
 * The instant the server rendered the page, while the server renders it and while the browser takes it over
 * (hydration reads React's server snapshot); null in every render of the browser's own, which read the clock. What
 * shows the time (a countdown, the year) shows it as of this instant first, so the browser's first render equals
 * the server's HTML (however long ago the page was kept), then moves on to the browser's clock.
 */
export function usePageTime(): number | null {
  const renderedAt = useContext(PageContext)?.renderedAt ?? null;
  return useSyncExternalStore(neverChanges, notHydrating, () => renderedAt);
}
