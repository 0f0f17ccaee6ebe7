// Where each admin list was left (its search: filter, search text, page, size), and which screen came before the
// current one, so a form opened from a list goes back to the very same place after Save or Cancel.
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';

type Search = Record<string, unknown>;

export interface AdminPlaces {
  /** The last search seen on each screen, by pathname. */
  searches: Readonly<Record<string, Search>>;
  /** The screen shown now and the one before it (pathnames). */
  current: string | null;
  previous: string | null;
}

export const NO_PLACES: AdminPlaces = { searches: {}, current: null, previous: null };

/** The places after the router showed `pathname` with `search` (the same screen again changes only its search). */
export function notePlace(places: AdminPlaces, pathname: string, search: Search): AdminPlaces {
  const searches = { ...places.searches, [pathname]: search };
  if (pathname === places.current) return { ...places, searches };
  return { searches, current: pathname, previous: places.current };
}

let places = NO_PLACES;
const listeners = new Set<() => void>();

/** Called by the admin shell on every resolved location. */
export function rememberAdminLocation(pathname: string, search: Search): void {
  places = notePlace(places, pathname.replace(/\/+$/, '') || '/', search);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The way back to a list: its last search (for a back link), and `leave()`, which steps back in history when the
 * list is the previous screen (the browser's Back then does not return to the form, and the list's scroll comes
 * back too) or else opens the list at its last search.
 */
export function useListReturn(listPath: string) {
  const router = useRouter();
  const navigate = useNavigate();
  const known = useSyncExternalStore(subscribe, () => places, () => NO_PLACES);
  const search = known.searches[listPath] ?? {};
  const leave = useCallback(
    ({ saved = false }: { saved?: boolean } = {}) => {
      if (places.previous === listPath && router.history.canGoBack()) router.history.back({ ignoreBlocker: saved });
      else void navigate({ to: listPath, search: (places.searches[listPath] ?? {}) as never, ignoreBlocker: saved });
    },
    [listPath, navigate, router],
  );
  return { search, leave };
}
