// The allergy & diet filter of the menu and drinks pages lives in the address (?exclude=&diet=), so a guest can
// share or bookmark a filtered view and Back undoes a change.
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { formatWordList, readCatalogFilter, type CatalogFilter } from '../../../shared/rules/catalog-filter';

export type FilterUpdate = (current: CatalogFilter) => CatalogFilter;

export function useCatalogFilter(): [CatalogFilter, (update: FilterUpdate) => void] {
  const search: { exclude?: unknown; diet?: unknown } = useSearch({ strict: false });
  const router = useRouter();
  const navigate = useNavigate();
  const filter = useMemo(() => readCatalogFilter(search), [search]);
  const update = useCallback(
    (change: FilterUpdate) => {
      // From the address as it is now, not as last rendered: chips pressed before the app ran are replayed in
      // one go (src/early-input.ts), each one on top of the one before.
      const current = router.latestLocation.search as Record<string, unknown>;
      const next = change(readCatalogFilter(current));
      void navigate({
        to: '.',
        search: { ...current, exclude: formatWordList(next.exclude), diet: formatWordList(next.diet) },
        // The guest stays where the chips are; the list below changes.
        resetScroll: false,
      });
    },
    [router, navigate],
  );
  return [filter, update];
}
