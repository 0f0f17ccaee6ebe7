// The key to the marks on the menu: dietary abbreviations, the halal badge, the chili scale and the allergens in use.
import { useSyncExternalStore } from 'react';
import type { MenuItemView } from '../../../shared/rules/catalog-view';
import { MAX_SPICY_LEVEL } from '../../../shared/rules/catalog-view';
import { ALLERGEN_WORDS, DIET_WORDS, usedWords } from '../../../shared/rules/dietary';
import { AllergenKeyEntries, DietKeyEntries, HeatKeyEntries } from '../../components/dietary-key';
import { useDietaryWords } from '../../components/dietary-words';
import './menu-legend.css';

const WIDE_QUERY = '(min-width: 1100px)';
const HEAT_LEVELS = Array.from({ length: MAX_SPICY_LEVEL }, (_, index) => index + 1);

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** On wide screens the legend sits open beside the menu; on phones it starts folded above it. */
function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}

export function MenuLegend({ items }: { items: ReadonlyArray<MenuItemView> }) {
  const wide = useWideLayout();
  const words = useDietaryWords();
  const { t } = words;
  const tags = usedWords(DIET_WORDS, items.flatMap((item) => item.dietaryTags));
  const allergens = usedWords(ALLERGEN_WORDS, items.flatMap((item) => item.allergens));
  return (
    <details className="menu-legend" open={wide}>
      <summary className="menu-legend__summary">
        <span className="menu-legend__title">{t('legend.title')}</span>
        <span className="menu-legend__preview" aria-hidden="true">
          {tags
            .filter((tag) => tag !== 'halal')
            .map((tag) => words.diet(tag).abbr)
            .join(' · ')}
        </span>
        <svg className="menu-legend__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className="menu-legend__content">
        {tags.length > 0 ? (
          <section aria-labelledby="legend-dietary">
            <h2 className="menu-legend__heading" id="legend-dietary">
              {t('legend.dietary')}
            </h2>
            <dl className="menu-legend__list">
              <DietKeyEntries tags={tags} words={words} className="menu-legend__entry" />
            </dl>
          </section>
        ) : null}
        <section aria-labelledby="legend-spicy">
          <h2 className="menu-legend__heading" id="legend-spicy">
            {t('legend.heat')}
          </h2>
          <dl className="menu-legend__list">
            <HeatKeyEntries levels={HEAT_LEVELS} words={words} className="menu-legend__entry" />
          </dl>
        </section>
        {allergens.length > 0 ? (
          <section aria-labelledby="legend-allergens">
            <h2 className="menu-legend__heading" id="legend-allergens">
              {t('legend.allergens')}
            </h2>
            <p className="menu-legend__intro">{t('legend.allergensIntro')}</p>
            <dl className="menu-legend__list menu-legend__list--allergens">
              <AllergenKeyEntries allergens={allergens} words={words} className="menu-legend__entry" />
            </dl>
          </section>
        ) : null}
        <p className="menu-legend__note">{t('allergy.caution')}</p>
      </div>
    </details>
  );
}
