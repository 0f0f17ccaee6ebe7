// The search text, category chip and wine region of a catalog page (the menu, the drinks): they live in the address
// (?q=&category=&region=), so a guest can share a filtered list and Back undoes a chip.
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readBrowseSearch, readSearchText } from '../../../shared/rules/catalog-address';

export interface CatalogBrowse {
  query: string;
  setQuery: (query: string) => void;
  category: string | null;
  /** `clearRegion`: the same step takes the region off (a category that is not wine has no regions). */
  setCategory: (update: (current: string | null) => string | null, options?: { clearRegion?: boolean }) => void;
  region: string | null;
  setRegion: (region: string | null) => void;
  /** Back to the whole list; in the address this also takes the allergy & diet filter off, in one step. */
  clear: () => void;
}

/** The page's route reads q, category and region in its validateSearch (shared/rules/catalog-address.ts). */
export function useCatalogBrowse(): CatalogBrowse {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const router = useRouter();
  const navigate = useNavigate();
  const browse = readBrowseSearch(search);
  const addressQuery = browse.q ?? '';

  // The box shows what was typed at once; the address follows (replaced, not pushed: Back does not replay every
  // keystroke). The address arrives a moment later: texts this box wrote are not put back into it (that could
  // undo a keystroke typed since); any other change (Back, a link) is.
  const [text, setText] = useState(addressQuery);
  const written = useRef<string[]>([]);
  useEffect(() => {
    const mine = written.current.indexOf(addressQuery);
    if (mine >= 0) {
      written.current = written.current.slice(mine + 1);
      return;
    }
    written.current = [];
    setText(addressQuery);
  }, [addressQuery]);

  const write = useCallback(
    (change: Record<string, string | undefined>, replace: boolean) => {
      // From the address as it is now, not as last rendered: chips pressed before the app ran are replayed in one
      // go (src/early-input.ts), each on top of the one before.
      const current = router.latestLocation.search as Record<string, unknown>;
      void navigate({ to: '.', search: { ...current, ...change }, replace, resetScroll: false });
    },
    [router, navigate],
  );

  const setQuery = useCallback(
    (next: string) => {
      setText(next);
      const q = readSearchText(next);
      written.current.push(q ?? '');
      write({ q }, true);
    },
    [write],
  );
  const setCategory = useCallback(
    (update: (current: string | null) => string | null, options?: { clearRegion?: boolean }) => {
      const current = readBrowseSearch(router.latestLocation.search as Record<string, unknown>).category ?? null;
      write({ category: update(current) ?? undefined, ...(options?.clearRegion ? { region: undefined } : {}) }, false);
    },
    [router, write],
  );
  const setRegion = useCallback((region: string | null) => write({ region: region ?? undefined }, false), [write]);
  const clear = useCallback(() => {
    setText('');
    written.current.push('');
    write({ q: undefined, category: undefined, region: undefined, exclude: undefined, diet: undefined }, false);
  }, [write]);

  return {
    query: text,
    setQuery,
    category: browse.category ?? null,
    setCategory,
    region: browse.region ?? null,
    setRegion,
    clear,
  };
}
