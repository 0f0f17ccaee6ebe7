// The activity log's sentences for the menu and the drinks (one shape, two vocabularies, like the catalog itself):
// `Marked "Pulpo a la Gallega" unavailable`, `Changed the price of "Patatas Bravas" from $11.00 to $12.00`.
import { changeSentence, clause, named } from '../../shared/rules/activity-sentences';
import type { ActivityEntity } from '../../shared/rules/activity-kinds';
import { describeEntity, labelsOf, translationLabels, type ActivityDescriber, type RecordChange } from '../activity-log/describer';
import type { CatalogItemRow, CategoryRow } from './catalog-kind';

/** What the log calls the fields of an item, in the order a sentence lists them. Unlisted fields (timestamps, search text) say nothing. */
const ITEM_FIELDS: Record<string, string> = {
  description: 'description',
  category: 'category',
  image: 'photo',
  imageWebp: 'photo',
  dietaryTags: 'dietary tags',
  allergens: 'allergens',
  spicyLevel: 'spice level',
  halal: 'halal mark',
  abv: 'strength',
  size: 'size',
  region: 'region',
  grape: 'grape',
  vintage: 'vintage',
  menuHighlight: 'menu highlight',
  menuHighlightTag: 'highlight tag',
  displayOrder: 'position',
};

const CATEGORY_FIELDS: Record<string, string> = { slug: 'web address', displayOrder: 'position' };

/** What the log calls a translated field: `Changed the Spanish description of "Pulpo a la Gallega"`. */
const TRANSLATED_FIELDS: Record<string, string> = { name: 'name', description: 'description', menuHighlightTag: 'highlight tag' };

type ItemRow = CatalogItemRow & { price: number | string };

function marks({ record, changed }: RecordChange<ItemRow>): string[] {
  const words: string[] = [];
  if (changed.has('available')) words.push(record.available ? 'available' : 'unavailable');
  if (changed.has('featured')) words.push(record.featured ? 'featured' : 'not featured');
  return words;
}

/** A catalog item's describer: `noun` is what a sentence calls one (`log.term.dish`, `log.term.drink`). */
export function catalogItemDescriber(entity: ActivityDescriber['entity'], kind: ActivityEntity, noun: string): ActivityDescriber {
  return describeEntity<ItemRow>({
    entity,
    kind,
    describe(change) {
      const { type, record, changed, before } = change;
      if (type === 'create') return { summary: [clause('added', { noun: { term: noun }, name: named(record.name) })] };
      if (type === 'delete') return { summary: [clause('deleted', { noun: { term: noun }, name: named(record.name) })] };
      const name = changed.has('name') ? String(before.name) : record.name;
      const summary = changeSentence({
        name,
        ...(changed.has('name') ? { renamedTo: record.name } : {}),
        ...(changed.has('price') && Number(before.price) !== Number(record.price) ? { price: { from: before.price as number, to: record.price } } : {}),
        marked: marks(change),
        fields: [...labelsOf(changed, ITEM_FIELDS), ...translationLabels(change, TRANSLATED_FIELDS)],
      });
      return summary ? { summary } : null;
    },
  });
}

/** A catalog category's describer: `noun` is `log.term.menu category` or `log.term.drinks category`. */
export function catalogCategoryDescriber(entity: ActivityDescriber['entity'], kind: ActivityEntity, noun: string): ActivityDescriber {
  return describeEntity<CategoryRow>({
    entity,
    kind,
    describe(change) {
      const { type, record, changed, before } = change;
      if (type === 'create') return { summary: [clause('added', { noun: { term: noun }, name: named(record.name) })] };
      if (type === 'delete') return { summary: [clause('deleted', { noun: { term: noun }, name: named(record.name) })] };
      const summary = changeSentence({
        name: changed.has('name') ? String(before.name) : record.name,
        ...(changed.has('name') ? { renamedTo: record.name } : {}),
        fields: [...labelsOf(changed, CATEGORY_FIELDS), ...translationLabels(change, TRANSLATED_FIELDS)],
      });
      return summary ? { summary } : null;
    },
  });
}
