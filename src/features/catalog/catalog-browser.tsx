// The searchable, filterable list behind the menu and drinks pages: toolbar, states, category sections, back-to-top.
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { filterCatalog, type CatalogView } from '../../../shared/rules/catalog-view';
import { BackToTop } from '../../components/ui/back-to-top';
import { Chip, ChipRow } from '../../components/ui/chip-row';
import { EmptyResults, LoadError, SkeletonCards } from '../../components/ui/catalog-states';
import { SearchBox } from '../../components/ui/search-box';
import './catalog-browser.css';

export interface Noun {
  one: string;
  many: string;
}

export function countOf(count: number, noun: Noun): string {
  return `${count} ${count === 1 ? noun.one : noun.many}`;
}

interface CatalogBrowserProps<Item> {
  view: CatalogView<Item> | null;
  isError: boolean;
  isRefetching: boolean;
  onRetry: () => void;
  loadErrorMessage: string;
  loadingLabel: string;
  categoriesLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  noun: Noun;
  matches: (query: string, item: Item) => boolean;
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item, currency: string) => ReactNode;
  /** Shown beside the list on wide screens and above it on phones (the menu's legend). */
  aside?: (view: CatalogView<Item>) => ReactNode;
}

export function CatalogBrowser<Item>(props: CatalogBrowserProps<Item>) {
  const { view, noun } = props;
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const summaryId = useId();

  const result = useMemo(() => (view ? filterCatalog(view, query, category, props.matches) : null), [view, query, category, props.matches]);
  const allCount = useMemo(() => view?.categories.reduce((sum, c) => sum + c.items.length, 0) ?? 0, [view]);

  const clearFilters = () => {
    setQuery('');
    setCategory(null);
  };

  let summary = '';
  if (result) {
    const shown = result.sections.reduce((sum, section) => sum + section.items.length, 0);
    summary = shown === allCount ? countOf(allCount, noun) : `Showing ${shown} of ${countOf(allCount, noun)}`;
  }

  let content: ReactNode;
  if (props.isError && !view) {
    content = <LoadError message={props.loadErrorMessage} onRetry={props.onRetry} retrying={props.isRefetching} />;
  } else if (!view || !result) {
    content = <SkeletonCards label={props.loadingLabel} />;
  } else if (result.sections.length === 0) {
    content = (
      <EmptyResults
        message={query.trim() ? `No ${noun.many} match “${query.trim()}”.` : `No ${noun.many} to show here.`}
        hint="Try another word, or clear the filters to see everything."
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
          <span className="catalog-section__count">{countOf(section.items.length, noun)}</span>
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
        <SearchBox label={props.searchLabel} placeholder={props.searchPlaceholder} value={query} onChange={setQuery} describedBy={summaryId} />
        {view && result ? (
          <ChipRow label={props.categoriesLabel}>
            <Chip label="All" count={result.total} noun={result.total === 1 ? noun.one : noun.many} pressed={result.activeSlug === null} onClick={() => setCategory(null)} />
            {view.categories.map((c) => (
              <Chip
                key={c.slug}
                label={c.name}
                count={result.counts[c.slug] ?? 0}
                noun={result.counts[c.slug] === 1 ? noun.one : noun.many}
                pressed={result.activeSlug === c.slug}
                onClick={() => setCategory((current) => (current === c.slug ? null : c.slug))}
              />
            ))}
          </ChipRow>
        ) : null}
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
