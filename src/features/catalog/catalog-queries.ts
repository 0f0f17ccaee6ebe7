// The menu and drinks queries, with the one cache lifetime the spec fixes for the menu.
import { useMemo } from 'react';
import { toDrinksView, toMenuView } from '../../../shared/rules/catalog-view';
import { langInput } from '../../i18n/lang-input';
import { useLang } from '../../i18n/use-t';
import { trpc } from '../../lib/trpc';

/** A loaded menu is reused for 5 minutes; a retry or a forced refetch ignores it. Drinks share the same lifetime. */
export const MENU_STALE_TIME_MS = 5 * 60 * 1000;

/** The menu in the page's language (its dishes' and categories' Spanish texts on a Spanish page). */
export function useMenuQuery() {
  const query = trpc.menu.full.useQuery(langInput(useLang()), { staleTime: MENU_STALE_TIME_MS });
  const view = useMemo(() => (query.data ? toMenuView(query.data) : null), [query.data]);
  return { query, view };
}

export function useDrinksQuery() {
  const query = trpc.drinks.full.useQuery(langInput(useLang()), { staleTime: MENU_STALE_TIME_MS });
  const view = useMemo(() => (query.data ? toDrinksView(query.data) : null), [query.data]);
  return { query, view };
}
