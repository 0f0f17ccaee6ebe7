// The query cache a page was server-rendered with, handed to the browser as a JSON data block: a
// <script type="application/json"> is data, not code, so the CSP (no inline scripts) allows it.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { scriptJson } from '../../shared/rules/markup';

const STATE_ELEMENT_ID = 'ssr-state';

/** The data block for the page: every successful query; `<` escaped so no value can end the element early. */
export function queryStateElement(queryClient: QueryClient): string {
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(dehydrate(queryClient))}</script>`;
}

/**
 * Fills the cache from the data block and returns true when the page was server-rendered. The data counts as read
 * when the page arrived, not when the server rendered it: the server keeps a rendered page until the content changes
 * (server/http-cache/), so what a page carries is current however long ago it was rendered. Taken with the server's
 * time, a page sent more than a minute after its render (the cache's freshness, query-client.ts) read all its data
 * again as it hydrated.
 */
export function restoreQueryState(queryClient: QueryClient): boolean {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element) return false;
  const state = JSON.parse(element.textContent || '{}') as DehydratedState;
  const arrived = Date.now();
  for (const query of state.queries ?? []) query.state.dataUpdatedAt = arrived;
  hydrate(queryClient, state);
  element.remove();
  return true;
}
