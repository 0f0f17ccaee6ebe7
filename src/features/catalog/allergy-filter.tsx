// The allergy & diet filter above the menu and drinks lists: a compact disclosure of "Avoid" and "Only" chips,
// and the kitchen's caution that goes with every filtered view.
import { useId, useRef } from 'react';
import { activeFilterCount, FILTER_ALLERGENS, FILTER_DIETS, NO_FILTER, toggleWord, type CatalogFilter } from '../../../shared/rules/catalog-filter';
import type { CatalogKind } from '../../../shared/schemas/catalog';
import { useDietaryWords, type DietaryWords } from '../../components/dietary-words';
import type { FilterUpdate } from './use-catalog-filter';
import './allergy-filter.css';

function AvoidIcon() {
  return (
    <svg className="filter-chip__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m6.5 17.5 11-11" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function OnlyIcon() {
  return (
    <svg className="filter-chip__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M5 12.5 9.5 17 19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function FilterChip({ kind, label, pressed, onClick }: { kind: 'avoid' | 'only'; label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button type="button" className="filter-chip" data-kind={kind} aria-pressed={pressed} onClick={onClick}>
      {kind === 'avoid' ? <AvoidIcon /> : <OnlyIcon />}
      {label}
    </button>
  );
}

interface AllergyFilterProps {
  /** Whose items the hints name ("hide dishes that contain"). */
  kind: CatalogKind;
  filter: CatalogFilter;
  /** The allergens and diets to offer, in the vocabulary's order. */
  allergens: ReadonlyArray<string>;
  diets: ReadonlyArray<string>;
  onChange: (update: FilterUpdate) => void;
}

/**
 * A native disclosure: it opens and closes before the page's scripts have run too, and its chips pressed
 * meanwhile are held and replayed (server/ssr/early-clicks.ts). Closed at first, so on a phone the menu stays
 * near the top; its summary counts the active filters, and "Clear filters" sits beside it.
 */
export function AllergyFilter({ kind, filter, allergens, diets, onChange }: AllergyFilterProps) {
  const words = useDietaryWords();
  const { t } = words;
  const id = useId();
  const summary = useRef<HTMLElement>(null);
  const active = activeFilterCount(filter);
  const clear = () => {
    onChange(() => NO_FILTER);
    // The button goes with the filters: focus stays nearby instead of falling back to the page's start.
    summary.current?.focus();
  };
  return (
    <div className="allergy-filter-bar">
      <details className="allergy-filter">
        <summary className="allergy-filter__summary" ref={summary}>
          <svg className="allergy-filter__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="allergy-filter__title">{t('filter.title')}</span>
          {active > 0 ? (
            <span className="allergy-filter__badge">
              {active}
              <span className="visually-hidden">{` ${t('filter.active')}`}</span>
            </span>
          ) : null}
          <svg className="allergy-filter__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <div className="allergy-filter__panel">
          {allergens.length > 0 ? (
            <div className="allergy-filter__group" role="group" aria-labelledby={`${id}-avoid`} aria-describedby={`${id}-avoid-hint`}>
              <p className="allergy-filter__label">
                <span id={`${id}-avoid`}>{t('filter.avoid')}</span>{' '}
                <span className="allergy-filter__hint" id={`${id}-avoid-hint`}>
                  {t(`${kind}.avoidHint`)}
                </span>
              </p>
              <div className="allergy-filter__chips">
                {allergens.map((word) => (
                  <FilterChip
                    key={word}
                    kind="avoid"
                    label={words.allergen(word)}
                    pressed={filter.exclude.includes(word)}
                    onClick={() => onChange((current) => ({ ...current, exclude: toggleWord(current.exclude, word, FILTER_ALLERGENS) }))}
                  />
                ))}
              </div>
            </div>
          ) : null}
          {diets.length > 0 ? (
            <div className="allergy-filter__group" role="group" aria-labelledby={`${id}-only`} aria-describedby={`${id}-only-hint`}>
              <p className="allergy-filter__label">
                <span id={`${id}-only`}>{t('filter.only')}</span>{' '}
                <span className="allergy-filter__hint" id={`${id}-only-hint`}>
                  {t(`${kind}.onlyHint`)}
                </span>
              </p>
              <div className="allergy-filter__chips">
                {diets.map((word) => (
                  <FilterChip
                    key={word}
                    kind="only"
                    label={words.diet(word).label}
                    pressed={filter.diet.includes(word)}
                    onClick={() => onChange((current) => ({ ...current, diet: toggleWord(current.diet, word, FILTER_DIETS) }))}
                  />
                ))}
              </div>
            </div>
          ) : null}
        </div>
      </details>
      {active > 0 ? (
        <button type="button" className="allergy-filter__clear" onClick={clear}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('filter.clear')}
        </button>
      ) : null}
    </div>
  );
}

/** "no gluten, no tree nuts · vegan": what the view is filtered for, in words. */
function describeFilter(filter: CatalogFilter, words: DietaryWords): string {
  const avoid = filter.exclude.map((word) => words.t('filter.without', { allergen: words.allergen(word).toLowerCase() }));
  const only = filter.diet.map((word) => words.diet(word).label.toLowerCase());
  return [avoid.join(', '), only.join(', ')].filter(Boolean).join(' · ');
}

/** Shown with every filtered view: what it is filtered for, and the kitchen's caution. */
export function FilterCaution({ filter }: { filter: CatalogFilter }) {
  const words = useDietaryWords();
  const { t } = words;
  if (activeFilterCount(filter) === 0) return null;
  return (
    <div className="filter-caution" role="note" aria-label={t('filter.cautionLabel')}>
      <svg className="filter-caution__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 3.5 21.5 20h-19z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <path d="M12 10v4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="17.2" r="1.1" fill="currentColor" />
      </svg>
      <div className="filter-caution__text">
        <p className="filter-caution__active">
          <span className="filter-caution__eyebrow">{t('filter.filtered')}</span> {describeFilter(filter, words)}
        </p>
        <p className="filter-caution__note">{t('allergy.caution')}</p>
      </div>
    </div>
  );
}
