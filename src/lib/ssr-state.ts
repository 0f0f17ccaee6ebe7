// The query cache a page was server-rendered with, handed to the browser as a JSON data block: a
// <script type="application/json"> is data, not code, so the CSP (no inline scripts) allows it.
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

const STATE_ELEMENT_ID = 'ssr-state';

/** The data block for the page: every successful query; `<` escaped so no value can end the element early. */
export function queryStateElement(queryClient: QueryClient): string {
  const json = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
}

/** Fills the cache from the data block and returns true when the page was server-rendered. */
export function restoreQueryState(queryClient: QueryClient): boolean {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element) return false;
  hydrate(queryClient, JSON.parse(element.textContent || '{}'));
  element.remove();
  return true;
}
