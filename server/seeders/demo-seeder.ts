// Writes the demo content (menu, drinks, offers, highlights, special dates) into an empty database.
import type { EntityManager } from '@mikro-orm/knex';
import { addDays } from '../../shared/rules/dates';
import { canonicalDays, dayCodeOf } from '../../shared/rules/day-codes';
import { toPipeList } from '../../shared/rules/pipe-list';
import { DrinkCategory } from '../features/drinks/drink-category.entity';
import { DrinkItem } from '../features/drinks/drink-item.entity';
import { ScheduledHighlight } from '../features/menu/highlights/scheduled-highlight.entity';
import { SpecialDay } from '../features/hours/special-day.entity';
import { MenuCategory } from '../features/menu/menu-category.entity';
import { MenuItem, type IMenuItem } from '../features/menu/menu-item.entity';
import { Offer } from '../features/offers/offer.entity';
import { demoDrinks } from './demo/drinks';
import { demoScheduledHighlights } from './demo/highlights';
import { demoMenu } from './demo/menu';
import { demoOffers } from './demo/offers';
import { demoSpecialDates } from './demo/special-dates';
import { DEMO_SPANISH } from './demo/spanish';
import { storedTranslations } from '../../shared/rules/translations';

/** A demo record's Spanish (demo/spanish.ts), as its `translations` column keeps it; null when it has none. */
function spanish(texts: Record<string, string | undefined> | undefined): string | null {
  const given = Object.fromEntries(Object.entries(texts ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return storedTranslations(Object.keys(given).length ? { es: given } : null);
}

const tagInSpanish = (tag: string | null | undefined) => (tag ? (DEMO_SPANISH.highlightTags as Record<string, string>)[tag] : undefined);

function webpOf(image: string | null | undefined): string | null {
  return image ? image.replace(/\.jpe?g$/i, '.webp') : null;
}

/** True when nothing a bar would have entered exists yet. */
export async function isContentEmpty(em: EntityManager): Promise<boolean> {
  const counts = await Promise.all([em.count(MenuCategory), em.count(MenuItem), em.count(DrinkCategory), em.count(DrinkItem), em.count(Offer)]);
  return counts.every((count) => count === 0);
}

/** Seeds the demo content; scheduled highlights and special dates are placed relative to `today` (the bar's local date). */
export async function seedDemoContent(em: EntityManager, today: string): Promise<void> {
  const itemsByName = new Map<string, IMenuItem>();
  demoMenu.forEach((category, index) => {
    const row = em.create(MenuCategory, { name: category.name, slug: category.slug, displayOrder: index + 1, translations: spanish((DEMO_SPANISH.menuCategories as Record<string, { name: string }>)[category.name]) });
    category.items.forEach((item, itemIndex) => {
      const created = em.create(MenuItem, {
        category: row,
        name: item.name,
        description: item.description,
        price: item.price,
        dietaryTags: toPipeList(item.dietaryTags),
        allergens: toPipeList(item.allergens),
        spicyLevel: item.spicyLevel,
        halal: item.halal,
        available: item.available ?? true,
        featured: item.featured ?? false,
        menuHighlight: item.menuHighlight ?? false,
        menuHighlightTag: item.menuHighlightTag ?? null,
        image: item.image ?? null,
        imageWebp: webpOf(item.image),
        displayOrder: item.displayOrder ?? itemIndex + 1,
        translations: spanish({ ...(DEMO_SPANISH.dishes as Record<string, Record<string, string>>)[item.name], menuHighlightTag: tagInSpanish(item.menuHighlightTag) }),
      });
      itemsByName.set(item.name, created);
    });
  });

  demoDrinks.forEach((category, index) => {
    const row = em.create(DrinkCategory, { name: category.name, slug: category.slug, displayOrder: index + 1, translations: spanish((DEMO_SPANISH.drinkCategories as Record<string, { name: string }>)[category.name]) });
    category.items.forEach((drink, itemIndex) => {
      em.create(DrinkItem, {
        category: row,
        name: drink.name,
        description: drink.description,
        price: drink.price,
        abv: drink.abv,
        size: drink.size,
        region: drink.region ?? null,
        grape: drink.grape ?? null,
        vintage: drink.vintage ?? null,
        dietaryTags: toPipeList(drink.dietaryTags ?? []),
        allergens: toPipeList(drink.allergens ?? []),
        available: drink.available ?? true,
        featured: drink.featured ?? false,
        image: drink.image ?? null,
        imageWebp: webpOf(drink.image),
        displayOrder: drink.displayOrder ?? itemIndex + 1,
        translations: spanish((DEMO_SPANISH.drinks as Record<string, Record<string, string>>)[drink.name]),
      });
    });
  });

  for (const offer of demoOffers) {
    const { validFromOffsetDays, validToOffsetDays, daysOfWeek, ...fields } = offer;
    em.create(Offer, {
      ...fields,
      validFrom: validFromOffsetDays === null ? null : addDays(today, validFromOffsetDays),
      validTo: validToOffsetDays === null ? null : addDays(today, validToOffsetDays),
      daysOfWeek: canonicalDays(daysOfWeek) ?? '',
      translations: spanish((DEMO_SPANISH.offers as Record<string, Record<string, string>>)[offer.title]),
    });
  }

  for (const highlight of demoScheduledHighlights) {
    const item = itemsByName.get(highlight.itemName);
    if (!item) throw new Error(`Demo highlight names an unknown menu item: ${highlight.itemName}`);
    em.create(ScheduledHighlight, {
      date: addDays(today, highlight.dayOffset),
      item,
      position: highlight.position,
      tagOverride: highlight.tagOverride ?? null,
      translations: spanish({ tagOverride: tagInSpanish(highlight.tagOverride) }),
      active: true,
    });
  }
  for (const { fromDay, onDays, ...special } of demoSpecialDates) {
    let date = addDays(today, fromDay);
    while (!onDays.includes(dayCodeOf(date))) date = addDays(date, 1);
    em.create(SpecialDay, { date, ...special, translations: spanish({ note: special.note ? (DEMO_SPANISH.specialDateNotes as Record<string, string>)[special.note] : undefined }) });
  }
  await em.flush();
}
