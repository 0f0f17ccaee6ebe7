// What a printed menu or drinks list says, worked out from the public catalog and the hours: each available item
// with its price as the site writes it, its dietary tags, heat and allergens; the tags and allergens in use (for the
// key); the regular week in a few rows. The server works it out (server/features/print/), the site's renderer lays
// it out with the menu's own marks (src/features/print/).
import type { Lang } from '../config/languages';
import { MAX_SPICY_LEVEL } from '../schemas/menu';
import type { CatalogKind, PublicCatalog } from '../schemas/catalog';
import type { PublicDrinkItem } from '../schemas/drinks';
import type { HoursAnswer } from '../schemas/hours';
import type { PublicMenuItem } from '../schemas/menu';
import { ALLERGEN_WORDS, DIET_WORDS, usedWords } from './dietary';
import { formatOpeningHours } from './hours';
import { splitPipeList } from './pipe-list';
import { formatAbv, formatPrice } from './price';
import { groupWeek } from './week-hours';

export interface PrintItem {
  name: string;
  /** "$14", as the site writes menu prices. */
  price: string;
  description: string | null;
  /** A drink's origin and serving: "Rioja · Tempranillo · 2019 · 5 oz". */
  details: string | null;
  /** A drink's strength, "13.5%": the sheet says it in its language after the details ("13.5% ABV"). */
  abv: string | null;
  /** Dietary tags in the legend's order, unknown ones after ("vegetarian", "gluten-free", "halal"; a dish's halal flag included). */
  dietaryTags: string[];
  /** 0 (not spicy) to MAX_SPICY_LEVEL. */
  spicyLevel: number;
  /** Allergen tags in the legend's order, unknown ones after: "eggs", "tree-nuts". */
  allergens: string[];
}

export interface PrintSection {
  name: string;
  slug: string;
  items: PrintItem[];
}

export interface PrintKey {
  /** The dietary tags in use. */
  dietaryTags: string[];
  /** Whether any item is spicy (the heat scale is then explained). */
  heat: boolean;
  /** The allergen tags in use. */
  allergens: string[];
}

export interface PrintSheet {
  /** Menu or drinks: the sheet's title ("Menu", "Drinks & Wine") is the site page's own, in the sheet's language. */
  kind: CatalogKind;
  /** The site's page for this list ("/menu"): the way back, the canonical address and the QR code's target. */
  pagePath: string;
  sections: PrintSection[];
  key: PrintKey;
  /** The regular week, runs of days with the same hours on one row: { label: "Mon–Thu", times: "5:00 PM–9:00 PM" }. */
  hours: { label: string; times: string }[];
}

export const PRINT_KINDS: Record<CatalogKind, { pagePath: string }> = {
  menu: { pagePath: '/menu' },
  drinks: { pagePath: '/drinks' },
};

interface Tagged {
  dietaryTags: string[];
  allergens: string[];
}

function printItem(
  base: { name: string; price: number; description: string | null },
  currency: string,
  tagged: Tagged,
  extra: { details?: string | null; abv?: number | null; spicyLevel?: number },
  lang: Lang,
): PrintItem {
  return {
    name: base.name,
    price: formatPrice(base.price, currency, lang),
    description: base.description?.trim() || null,
    details: extra.details ?? null,
    abv: extra.abv === null || extra.abv === undefined ? null : formatAbv(extra.abv),
    dietaryTags: usedWords(DIET_WORDS, tagged.dietaryTags),
    spicyLevel: Math.min(MAX_SPICY_LEVEL, Math.max(0, extra.spicyLevel ?? 0)),
    allergens: usedWords(ALLERGEN_WORDS, tagged.allergens),
  };
}

function dishTags(item: PublicMenuItem): Tagged {
  const tags = splitPipeList(item.dietaryTags);
  // The halal flag and the tag say the same thing; either one makes the mark.
  if (item.halal && !tags.includes('halal')) tags.push('halal');
  return { dietaryTags: tags, allergens: splitPipeList(item.allergens) };
}

function drinkDetails(item: PublicDrinkItem): string | null {
  const parts = [item.region, item.grape, item.vintage, item.size];
  const shown = parts.map((part) => part?.trim()).filter(Boolean);
  return shown.length > 0 ? shown.join(' · ') : null;
}

function keyOf(sections: readonly PrintSection[], tags: Tagged[]): PrintKey {
  return {
    dietaryTags: usedWords(DIET_WORDS, tags.flatMap((item) => item.dietaryTags)),
    heat: sections.some((section) => section.items.some((item) => item.spicyLevel > 0)),
    allergens: usedWords(ALLERGEN_WORDS, tags.flatMap((item) => item.allergens)),
  };
}

function hoursRows(hours: HoursAnswer, lang: Lang): PrintSheet['hours'] {
  return groupWeek(hours.regular, lang).map((row) => ({ label: row.label, times: formatOpeningHours(row, lang) }));
}

/** The food menu as printed: the catalog's order (the staff's display order), every item it holds; prices and hours in the page's language. */
export function menuPrintSheet(menu: PublicCatalog<PublicMenuItem>, hours: HoursAnswer, lang: Lang = 'en'): PrintSheet {
  const tags: Tagged[] = [];
  const sections = menu.categories.map((category) => ({
    name: category.name,
    slug: category.slug,
    items: category.items.map((item) => {
      const tagged = dishTags(item);
      tags.push(tagged);
      return printItem(item, menu.currency, tagged, { spicyLevel: item.spicyLevel }, lang);
    }),
  }));
  return { kind: 'menu', ...PRINT_KINDS.menu, sections, key: keyOf(sections, tags), hours: hoursRows(hours, lang) };
}

/** The drinks list as printed, the same way. */
export function drinksPrintSheet(drinks: PublicCatalog<PublicDrinkItem>, hours: HoursAnswer, lang: Lang = 'en'): PrintSheet {
  const tags: Tagged[] = [];
  const sections = drinks.categories.map((category) => ({
    name: category.name,
    slug: category.slug,
    items: category.items.map((item) => {
      const tagged = { dietaryTags: splitPipeList(item.dietaryTags), allergens: splitPipeList(item.allergens) };
      tags.push(tagged);
      return printItem(item, drinks.currency, tagged, { details: drinkDetails(item), abv: item.abv }, lang);
    }),
  }));
  return { kind: 'drinks', ...PRINT_KINDS.drinks, sections, key: keyOf(sections, tags), hours: hoursRows(hours, lang) };
}
