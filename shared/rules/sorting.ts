// Display order rules shared by the API (stored order) and the pages (featured first), and text in alphabetical order.
import { DEFAULT_LANG, INTL_LOCALE, type Lang } from '../config/languages';

export const DEFAULT_ORDER = 999;

interface Ordered {
  id: number;
  order?: number | null;
  displayOrder?: number | null;
  featured?: boolean;
}

function orderOf(item: Ordered): number {
  return item.order ?? item.displayOrder ?? DEFAULT_ORDER;
}

/** Stored order: by order (null counts as 999), then id. */
export function byOrderThenId(a: Ordered, b: Ordered): number {
  return orderOf(a) - orderOf(b) || a.id - b.id;
}

/** On the menu and drinks pages, within a category: featured first, then by order. */
export function byFeaturedThenOrder(a: Ordered, b: Ordered): number {
  return Number(Boolean(b.featured)) - Number(Boolean(a.featured)) || byOrderThenId(a, b);
}

/** Admin lists and offers: displayOrder ascending with null last, then newest id first. */
export function byDisplayOrderNullLastThenNewest(a: { id: number; displayOrder: number | null }, b: { id: number; displayOrder: number | null }): number {
  const ao = a.displayOrder ?? Number.POSITIVE_INFINITY;
  const bo = b.displayOrder ?? Number.POSITIVE_INFINITY;
  if (ao !== bo) return ao < bo ? -1 : 1;
  return b.id - a.id;
}

// ── Text in the page's language ────────────────────────────────────────────────────────────────────────────────

// A collator is costly to build (a phone pays tens of milliseconds for the first) and cheap to use: one per language,
// built when a list first needs it.
const collators = new Map<Lang, Intl.Collator>();

/**
 * Alphabetical order as the page's language reads it (Intl.Collator of INTL_LOCALE): accents count only after the
 * letters ("Jamón" next to "jamon", "Écija" among the e's), case last, numbers by value ("2" before "10"). Spanish
 * keeps ñ a letter of its own after n ("nube", "ñora", "oliva"; "pano", "paño", "papa"), where English reads it as an
 * n ("ñora" before "nube").
 */
export function compareText(lang: Lang = DEFAULT_LANG): (a: string, b: string) => number {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(INTL_LOCALE[lang], { numeric: true });
    collators.set(lang, collator);
  }
  return collator.compare;
}
