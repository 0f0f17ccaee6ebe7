// Shapes of the demo content that seeds an empty database: plain data, no ORM types.

/** A dish on the food menu. Tags and allergens are lowercase words, stored later as pipe lists. */
export interface DemoMenuItem {
  name: string;
  description: string;
  /** US dollars. */
  price: number;
  /** From: vegetarian, vegan, gluten-free, dairy-free, nut-free. `halal` is a flag, not a tag. */
  dietaryTags: string[];
  /** From: gluten, dairy, eggs, fish, shellfish, molluscs, tree-nuts, peanuts, soy, sesame, sulphites, celery, mustard. */
  allergens: string[];
  spicyLevel: 0 | 1 | 2 | 3;
  /** True only for dishes with no pork and no wine or other alcohol (and halal-sourced meat). */
  halal: boolean;
  available?: boolean;
  featured?: boolean;
  /** Fallback home-page highlight when no highlight is scheduled for the day. */
  menuHighlight?: boolean;
  menuHighlightTag?: string | null;
  /** A path under /images/gallery/, only when the photo really shows this dish. */
  image?: string | null;
  displayOrder?: number | null;
}

export interface DemoMenuCategory {
  name: string;
  slug: string;
  items: DemoMenuItem[];
}

export interface DemoDrink {
  name: string;
  description: string;
  /** US dollars. */
  price: number;
  /** Percent alcohol by volume; null for coffee and soft drinks, 0 for zero-proof. */
  abv: number | null;
  size: string | null;
  region?: string | null;
  grape?: string | null;
  /** A year such as "2021", or "NV". */
  vintage?: string | null;
  dietaryTags?: string[];
  allergens?: string[];
  available?: boolean;
  featured?: boolean;
  image?: string | null;
  displayOrder?: number | null;
}

export interface DemoDrinkCategory {
  name: string;
  slug: string;
  items: DemoDrink[];
}

/** Dates are offsets in days from the seeding day, so the demo never goes stale. */
export interface DemoOffer {
  title: string;
  subtitle: string | null;
  imageUrl: string;
  imageWebp: string | null;
  alt: string;
  badge: string | null;
  /** Null CTA fields fall back to 'View Menu' → /menu and 'Book a Table' → /reservations. */
  ctaPrimaryLabel: string | null;
  ctaPrimaryTo: string | null;
  ctaSecondaryLabel: string | null;
  ctaSecondaryTo: string | null;
  validFromOffsetDays: number | null;
  validToOffsetDays: number | null;
  /** Canonical day codes ("FRI|SAT"); "" means every day. */
  daysOfWeek: string;
  active: boolean;
  displayOrder: number | null;
}

/** A home-page highlight for the seeding day plus `dayOffset` days; `itemName` names a menu item exactly. */
export interface DemoScheduledHighlight {
  dayOffset: number;
  itemName: string;
  position: number;
  tagOverride?: string | null;
}
