// The searchable, filterable list behind the menu and drinks pages: toolbar (search, allergy & diet filter, category
// chips, and wine-region chips where there is wine), states, category sections, back-to-top.
import { Fragment, useId, useMemo, type ReactNode } from 'react';
import { activeFilterCount, FILTER_ALLERGENS, FILTER_DIETS, offeredWords, withFilter, type FilterTraits } from '../../../shared/rules/catalog-filter';
import { filterCatalog, type CatalogView } from '../../../shared/rules/catalog-view';
import type { CatalogKind } from '../../../shared/schemas/catalog';
import { activeRegion, categoryKeepsRegion, filterByRegion, wineRegions } from '../../../shared/rules/wine-regions';
import { BackToTop } from '../../components/ui/back-to-top';
import { Chip, ChipRow } from '../../components/ui/chip-row';
import { EmptyResults, LoadError, SkeletonCards } from '../../components/ui/catalog-states';
import { SearchBox } from '../../components/ui/search-box';
import { AllergyFilter, FilterCaution } from './allergy-filter';
import { useCatalogFilter } from './use-catalog-filter';
import { useCatalogBrowse } from './use-catalog-address';
import { useLang, useT } from '../../i18n/use-t';
import type { Translate } from '../../i18n/translate';
import type { TryAgain } from '../../lib/try-again';
import './catalog-browser.css';

/** "1 dish", "12 dishes" ("12 platos"). */
export function countOf(t: Translate, kind: CatalogKind, count: number): string {
  return t(count === 1 ? `${kind}.countOne` : `${kind}.countMany`, { count });
}

/** "dish", "dishes": said after a chip's count to screen readers. */
function nounOf(t: Translate, kind: CatalogKind, count: number): string {
  return t(count === 1 ? `${kind}.nounOne` : `${kind}.nounMany`);
}

interface CatalogBrowserProps<Item> {
  /** Whose words the list says (its search box, states, counts and filter hints: `menu.*`, `drinks.*`). */
  kind: CatalogKind;
  view: CatalogView<Item> | null;
  isError: boolean;
  /** LoadError's "Try again" (src/lib/try-again.ts). */
  tryAgain: TryAgain;
  matches: (query: string, item: Item) => boolean;
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item, currency: string) => ReactNode;
  /** Shown beside the list on wide screens and above it on phones (the menu's legend). */
  aside?: (view: CatalogView<Item>) => ReactNode;
}

type RegionItem = FilterTraits & { region?: string | null };

export function CatalogBrowser<Item extends RegionItem>(props: CatalogBrowserProps<Item>) {
  const { view, kind } = props;
  const t = useT();
  const lang = useLang();
  const browse = useCatalogBrowse();
  const { query, setQuery, category, setCategory } = browse;
  const [filter, setFilter] = useCatalogFilter();
  const summaryId = useId();

  const matches = useMemo(() => withFilter(filter, props.matches), [filter, props.matches]);
  // The wine regions in scope (the active category's, or every wine category's), counted after search and filter;
  // a region from the address that none of them has is ignored, so the whole list shows.
  const regions = useMemo(() => {
    if (!view) return [];
    const scope = view.categories.some((c) => c.slug === category) ? category : null;
    return wineRegions(view.categories, scope, (item) => matches(query, item), lang);
  }, [view, category, matches, query, lang]);
  const region = activeRegion(regions, browse.region);
  const result = useMemo(() => {
    if (!view) return null;
    const shown = region === null ? view : { ...view, categories: filterByRegion(view.categories, region) };
    return filterCatalog(shown, query, category, matches);
  }, [view, region, query, category, matches]);
  const allItems = useMemo(() => view?.categories.flatMap((c) => c.items) ?? [], [view]);
  const allCount = allItems.length;
  // The words the list uses (the legend's), and any chosen from the address that it does not.
  const allergens = useMemo(() => offeredWords(FILTER_ALLERGENS, allItems.flatMap((item) => item.allergens), filter.exclude), [allItems, filter.exclude]);
  const diets = useMemo(() => offeredWords(FILTER_DIETS, allItems.flatMap((item) => item.dietaryTags), filter.diet), [allItems, filter.diet]);

  // In the address, the allergy & diet filter goes in the same step.
  const clearFilters = () => browse.clear();

  let summary = '';
  if (result) {
    const shown = result.sections.reduce((sum, section) => sum + section.items.length, 0);
    summary = shown === allCount ? countOf(t, kind, allCount) : t('catalog.showing', { shown, all: countOf(t, kind, allCount) });
  }

  let content: ReactNode;
  if (props.isError && !view) {
    content = <LoadError message={t(`${kind}.loadError`)} {...props.tryAgain} />;
  } else if (!view || !result) {
    content = <SkeletonCards label={t(`${kind}.loading`)} />;
  } else if (result.sections.length === 0) {
    content = (
      <EmptyResults
        message={query.trim() ? t(`${kind}.noMatch`, { query: query.trim() }) : activeFilterCount(filter) > 0 || region !== null ? t(`${kind}.noFit`) : t(`${kind}.noneHere`)}
        hint={t('catalog.emptyHint')}
        onClear={clearFilters}
      />
    );
  } else {
    content = result.sections.map((section) => (
      <section className="catalog-section" key={section.slug} id={section.slug} aria-labelledby={`${section.slug}-heading`}>
        <div className="catalog-section__head">
          <h2 className="catalog-section__title" id={`${section.slug}-heading`}>
            {section.name}
          </h2>
          <span className="catalog-section__count">{countOf(t, kind, section.items.length)}</span>
        </div>
        <div className="catalog-grid">
          {section.items.map((item) => (
            <Fragment key={props.itemKey(item)}>{props.renderItem(item, view.currency)}</Fragment>
          ))}
        </div>
      </section>
    ));
  }

  return (
    <div className="catalog" data-has-aside={props.aside && view ? true : undefined}>
      <div className="catalog__toolbar">
        <SearchBox label={t(`${kind}.searchLabel`)} placeholder={t(`${kind}.searchPlaceholder`)} value={query} onChange={setQuery} describedBy={summaryId} />
        {view ? <AllergyFilter kind={kind} filter={filter} allergens={allergens} diets={diets} onChange={setFilter} /> : null}
        {view && result ? (
          <ChipRow label={t(`${kind}.categories`)}>
            <Chip label={t('catalog.all')} count={result.total} noun={nounOf(t, kind, result.total)} pressed={result.activeSlug === null} onClick={() => setCategory(() => null)} />
            {view.categories.map((c) => (
              <Chip
                key={c.slug}
                label={c.name}
                count={result.counts[c.slug] ?? 0}
                noun={nounOf(t, kind, result.counts[c.slug] ?? 0)}
                pressed={result.activeSlug === c.slug}
                // Choosing a category without the region's wines (beer has none) takes the region off in the same step.
                onClick={() => setCategory((current) => (current === c.slug ? null : c.slug), { clearRegion: region !== null && result.activeSlug !== c.slug && !categoryKeepsRegion(c, region) })}
              />
            ))}
          </ChipRow>
        ) : null}
        {regions.length > 0 ? (
          <div className="catalog__regions">
            <p className="catalog__regions-label" aria-hidden="true">
              {t('catalog.wineByRegion')}
            </p>
            <ChipRow label={t('catalog.wineRegions')}>
              <Chip label={t('catalog.allRegions')} pressed={region === null} onClick={() => browse.setRegion(null)} />
              {regions.map((r) => (
                <Chip
                  key={r.slug}
                  label={r.name}
                  count={r.count}
                  noun={t(r.count === 1 ? 'catalog.wineOne' : 'catalog.wineMany')}
                  pressed={region === r.slug}
                  onClick={() => browse.setRegion(region === r.slug ? null : r.slug)}
                />
              ))}
            </ChipRow>
          </div>
        ) : null}
        <FilterCaution filter={filter} />
        <p className="catalog__summary" id={summaryId} aria-live="polite">
          {summary}
        </p>
      </div>
      <div className="catalog__layout">
        {props.aside && view ? <div className="catalog__aside">{props.aside(view)}</div> : null}
        <div className="catalog__results">{content}</div>
      </div>
      <BackToTop />
    </div>
  );
}
