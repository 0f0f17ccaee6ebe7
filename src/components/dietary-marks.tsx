// The small marks on a dish or a drink: dietary tags (abbreviated), the halal badge, the chili scale and what it contains.
// Written once for the menu and drinks cards, their key, the admin's heat picker and the printed lists; their words
// come in the page's language (`words`: useDietaryWords() on the site's pages, dietaryWords(t) on a printed list).
import { MAX_SPICY_LEVEL } from '../../shared/rules/catalog-view';
import type { DietaryWords } from './dietary-words';
import './dietary-marks.css';

export function ChiliIcon({ filled = true }: { filled?: boolean }) {
  return (
    <svg className="chili" data-filled={filled || undefined} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        className="chili__pod"
        d="M16.9 8.2c-1.5-.6-3.1.1-3.8 1.5-1.4 2.9-3.6 5-7.7 6.3-1.2.4-1.4 2-.3 2.6 4.7 2.6 10.6 1.3 13-3.4 1.2-2.4.9-5.5-1.2-7z"
      />
      <path className="chili__stem" d="M16.6 8.3c.1-1.6 1-3 2.6-3.8m-4.2 4.6c.6-.9 1.7-1.1 2.6-.6" />
    </svg>
  );
}

/** Chili icons for the level, with the level spelled out for screen readers ("Spicy: 2 of 3"). */
export function SpicyMeter({ level, words }: { level: number; words: DietaryWords }) {
  if (level <= 0) return null;
  const { t } = words;
  return (
    <span className="spicy" title={t('marks.spicyTitle', { word: words.heat(level), level, max: MAX_SPICY_LEVEL })}>
      {Array.from({ length: MAX_SPICY_LEVEL }, (_, index) => (
        <ChiliIcon key={index} filled={index < level} />
      ))}
      <span className="visually-hidden">{t('marks.spicyLevel', { level, max: MAX_SPICY_LEVEL })}</span>
    </span>
  );
}

export function HalalBadge({ words }: { words: DietaryWords }) {
  return (
    <span className="halal-badge">
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M5 12.5 9.5 17 19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {words.t('marks.halal')}
    </span>
  );
}

/** An abbreviated dietary tag ("GF") that reads in full to screen readers ("Gluten-free"). */
export function DietTag({ tag, words }: { tag: string; words: DietaryWords }) {
  const { abbr, label } = words.diet(tag);
  return (
    <span className="diet-tag" title={label}>
      <span aria-hidden="true">{abbr}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** "Contains gluten, eggs" after a warning sign (drawn by the stylesheet, not once per card), or nothing without allergens. */
export function AllergensLine({ allergens, words }: { allergens: readonly string[]; words: DietaryWords }) {
  if (allergens.length === 0) return null;
  return (
    <p className="item-allergens">
      <span>
        <strong>{words.t('marks.contains')}</strong> {allergens.map((tag) => words.allergen(tag).toLowerCase()).join(', ')}
      </span>
    </p>
  );
}

/** An item's marks in a row: the chili scale, the halal badge (from a "halal" tag), the other tags abbreviated. */
export function ItemMarks({ tags, spicyLevel = 0, words }: { tags: readonly string[]; spicyLevel?: number; words: DietaryWords }) {
  return (
    <>
      <SpicyMeter level={spicyLevel} words={words} />
      {tags.includes('halal') ? <HalalBadge words={words} /> : null}
      {tags
        .filter((tag) => tag !== 'halal')
        .map((tag) => (
          <DietTag key={tag} tag={tag} words={words} />
        ))}
    </>
  );
}
