// The key to the marks, entry by entry: what each dietary mark, heat level and allergen means. One drawing for the
// menu page's legend (features/catalog/menu-legend.tsx) and the printed lists' key (features/print/print-page.tsx);
// each lays the entries out in its own list and styles them through `className` (the print page's own stylesheet
// knows none of the site's).
import type { DietaryWords } from './dietary-words';
import { DietTag, HalalBadge, SpicyMeter } from './dietary-marks';

interface KeyEntriesProps {
  words: DietaryWords;
  /** The class of each entry (a `<div>` holding its `<dt>` and `<dd>`). */
  className: string;
}

/** Each dietary mark in use (the halal badge among them), with its name and what it promises. */
export function DietKeyEntries({ tags, words, className }: KeyEntriesProps & { tags: readonly string[] }) {
  return tags.map((tag) => (
    <div className={className} key={tag}>
      <dt>{tag === 'halal' ? <HalalBadge words={words} /> : <DietTag tag={tag} words={words} />}</dt>
      <dd>
        <strong>{words.diet(tag).label}</strong> {words.diet(tag).description}
      </dd>
    </div>
  ));
}

/** Each heat level, its chilies and its word. */
export function HeatKeyEntries({ levels, words, className }: KeyEntriesProps & { levels: readonly number[] }) {
  return levels.map((level) => (
    <div className={className} key={level}>
      <dt>
        <SpicyMeter level={level} words={words} />
      </dt>
      <dd>
        <strong>{words.heat(level)}</strong>
      </dd>
    </div>
  ));
}

/** Each allergen in use and what it covers. */
export function AllergenKeyEntries({ allergens, words, className }: KeyEntriesProps & { allergens: readonly string[] }) {
  return allergens.map((tag) => (
    <div className={className} key={tag}>
      <dt>{words.allergen(tag)}</dt>
      <dd>{words.allergenDescription(tag)}</dd>
    </div>
  ));
}
