// The menu and drinks queries, with the one cache lifetime the spec fixes for the menu.
import { getQueryKey } from '@trpc/react-query';
import { useMemo } from 'react';
import { toDrinksView, toMenuView } from '../../../shared/rules/catalog-view';
import { langInput } from '../../i18n/lang-input';
import { useLang } from '../../i18n/use-t';
import { trpc } from '../../lib/trpc';
import { useTryAgain } from '../../lib/try-again';

/** A loaded menu is reused for 5 minutes; a retry or a forced refetch ignores it. Drinks share the same lifetime. */
export const MENU_STALE_TIME_MS = 5 * 60 * 1000;

/** The menu in the page's language (its dishes' and categories' Spanish texts on a Spanish page), and its "Try again". */
export function useMenuQuery() {
  const input = langInput(useLang());
  const query = trpc.menu.full.useQuery(input, { staleTime: MENU_STALE_TIME_MS });
  const view = useMemo(() => (query.data ? toMenuView(query.data) : null), [query.data]);
  return { query, view, tryAgain: useTryAgain(getQueryKey(trpc.menu.full, input, 'query'), query.fetchStatus) };
}

export function useDrinksQuery() {
  const input = langInput(useLang());
  const query = trpc.drinks.full.useQuery(input, { staleTime: MENU_STALE_TIME_MS });
  const view = useMemo(() => (query.data ? toDrinksView(query.data) : null), [query.data]);
  return { query, view, tryAgain: useTryAgain(getQueryKey(trpc.drinks.full, input, 'query'), query.fetchStatus) };
}
