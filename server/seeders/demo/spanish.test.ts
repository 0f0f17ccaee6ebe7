// Guards the Spanish demo content: every key names an English record, every English record has its Spanish, and
// every Spanish text passes the English field's own schema (its length limit above all), as staff typing it would.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { site } from '../../../shared/config/site.js';
import { categoryInput } from '../../../shared/schemas/catalog.js';
import { drinkItemInput } from '../../../shared/schemas/drinks.js';
import { galleryManifest, galleryPhotoInput } from '../../../shared/schemas/gallery.js';
import { highlightUpsertInput } from '../../../shared/schemas/highlights.js';
import { specialDateInput } from '../../../shared/schemas/hours.js';
import { menuItemInput } from '../../../shared/schemas/menu.js';
import { offerInput } from '../../../shared/schemas/offers.js';
import { settingsInput } from '../../../shared/schemas/settings.js';
import { demoDrinks } from './drinks.js';
import { demoScheduledHighlights } from './highlights.js';
import { demoMenu } from './menu.js';
import { demoOffers } from './offers.js';
import { DEMO_SPANISH, type DemoSpanish } from './spanish.js';
import { demoSpecialDates } from './special-dates.js';

const manifest = galleryManifest.parse(JSON.parse(readFileSync(new URL('../../../public/images/gallery/manifest.json', import.meta.url), 'utf8')));
/** The photos' English alt texts (the manifest has no captions: a caption is the staff's, added later). */
const galleryAlts = manifest.photos.map((photo) => photo.alt).filter((alt): alt is string => !!alt);

type Field = z.ZodType;

/** The English records each part of the Spanish translates, by key, with the schema of each translatable field. */
interface Part {
  /** English key → the English record's text fields (null/undefined where the English has none). */
  records: Map<string, Record<string, string | null | undefined>>;
  fields: Record<string, Field>;
  /** Fields a Spanish entry must give. */
  required: string[];
}

const OFFER_FIELDS = ['title', 'subtitle', 'alt', 'badge', 'ctaPrimaryLabel', 'ctaSecondaryLabel'] as const;

function englishParts(): Record<Exclude<keyof DemoSpanish, 'settings' | 'highlightTags' | 'specialDateNotes'>, Part> {
  const dishes = demoMenu.flatMap((category) => category.items);
  const drinks = demoDrinks.flatMap((category) => category.items);
  const itemFields = (schema: typeof menuItemInput | typeof drinkItemInput) => ({ name: schema.shape.name, description: schema.shape.description });
  return {
    menuCategories: { records: new Map(demoMenu.map((category) => [category.name, { name: category.name }])), fields: { name: categoryInput.shape.name }, required: ['name'] },
    dishes: { records: new Map(dishes.map((dish) => [dish.name, { name: dish.name, description: dish.description }])), fields: itemFields(menuItemInput), required: ['description'] },
    drinkCategories: { records: new Map(demoDrinks.map((category) => [category.name, { name: category.name }])), fields: { name: categoryInput.shape.name }, required: ['name'] },
    drinks: { records: new Map(drinks.map((drink) => [drink.name, { name: drink.name, description: drink.description }])), fields: itemFields(drinkItemInput), required: ['description'] },
    offers: {
      records: new Map(demoOffers.map((offer) => [offer.title, Object.fromEntries(OFFER_FIELDS.map((field) => [field, offer[field]]))])),
      fields: Object.fromEntries(OFFER_FIELDS.map((field) => [field, offerInput.shape[field]])),
      required: ['title'],
    },
    gallery: {
      records: new Map(galleryAlts.map((alt) => [alt, { alt, caption: null }])),
      fields: { alt: galleryPhotoInput.shape.alt, caption: galleryPhotoInput.shape.caption },
      required: ['alt'],
    },
  };
}

/** Whether a text passes the field's schema as staff would type it; the first error's message when not. */
function refused(field: Field, text: unknown): string | null {
  const result = field.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? 'refused');
}

/** Every way the Spanish falls short of the English records; none when it is complete and fits. */
function problems(spanish: DemoSpanish): string[] {
  const found: string[] = [];
  for (const [partName, part] of Object.entries(englishParts())) {
    const entries = spanish[partName as keyof typeof spanish] as Record<string, Record<string, string | undefined>>;
    for (const key of Object.keys(entries)) if (!part.records.has(key)) found.push(`${partName}: "${key}" names no English record`);
    for (const [key, english] of part.records) {
      const entry = entries[key];
      if (!entry) {
        found.push(`${partName}: "${key}" has no Spanish`);
        continue;
      }
      for (const field of part.required) if (!entry[field]?.trim()) found.push(`${partName}: "${key}" has no Spanish ${field}`);
      for (const [field, text] of Object.entries(entry)) {
        const schema = part.fields[field];
        if (!schema) found.push(`${partName}: "${key}".${field} is not a translatable field`);
        else if (english[field] === null || english[field] === undefined) found.push(`${partName}: "${key}".${field} translates a field the English leaves empty`);
        else if (text !== undefined) {
          const error = refused(schema, text);
          if (error) found.push(`${partName}: "${key}".${field}: ${error}`);
          if (!text.trim()) found.push(`${partName}: "${key}".${field} is empty`);
        }
      }
    }
  }

  const tags = new Set([...demoMenu.flatMap((category) => category.items.map((dish) => dish.menuHighlightTag)), ...demoScheduledHighlights.map((highlight) => highlight.tagOverride)].filter((tag): tag is string => !!tag));
  const notes = new Set(demoSpecialDates.map((day) => day.note));
  const words: [string, Set<string>, Record<string, string>, Field][] = [
    ['highlightTags', tags, spanish.highlightTags, highlightUpsertInput.shape.tagOverride],
    ['specialDateNotes', notes, spanish.specialDateNotes, specialDateInput.in.shape.note],
  ];
  for (const [partName, english, entries, schema] of words) {
    for (const key of Object.keys(entries)) if (!english.has(key)) found.push(`${partName}: "${key}" names no English record`);
    for (const key of english) {
      const text = entries[key];
      if (text === undefined) found.push(`${partName}: "${key}" has no Spanish`);
      else if (!text.trim()) found.push(`${partName}: "${key}" is empty`);
      else {
        const error = refused(schema, text);
        if (error) found.push(`${partName}: "${key}": ${error}`);
      }
    }
  }

  const settings = settingsInput.shape;
  for (const field of ['tagline', 'description', 'about'] as const) {
    const error = refused(settings[field], spanish.settings[field]);
    if (error) found.push(`settings.${field}: ${error}`);
  }
  if (spanish.settings.policies.length !== site.policies.length) found.push(`settings.policies: ${spanish.settings.policies.length} policies for ${site.policies.length} English ones`);
  const policiesError = refused(settings.policies, spanish.settings.policies);
  if (policiesError) found.push(`settings.policies: ${policiesError}`);
  if (spanish.settings.about.split('\n\n').length !== site.about.split('\n\n').length) found.push('settings.about: not as many paragraphs as the English');
  return found;
}

describe('the Spanish demo content', () => {
  it('names only English records, covers every one of them and fits every field', () => {
    expect(problems(DEMO_SPANISH)).toEqual([]);
  });

  it('would be caught with a key naming no record, a record left out, an empty or over-long text', () => {
    const broken = structuredClone(DEMO_SPANISH) as DemoSpanish;
    broken.dishes['Patatas Bravas Deluxe'] = { description: 'No existe.' };
    delete broken.drinks['Cortado'];
    delete broken.menuCategories['Desserts'];
    broken.dishes['Gilda']!.description = 'x'.repeat(2001);
    broken.offers['Paella Nights']!.badge = 'b'.repeat(61);
    broken.offers['Tapas, Wine & Long Evenings']!.ctaPrimaryLabel = 'Ver la carta';
    broken.highlightTags['New'] = 'n'.repeat(61);
    delete broken.highlightTags['Seasonal'];
    broken.specialDateNotes['Private event'] = 'p'.repeat(121);
    broken.settings.tagline = 't'.repeat(121);
    broken.settings.policies = broken.settings.policies.slice(1);
    broken.gallery[galleryAlts[0]!]!.alt = 'a'.repeat(201);
    broken.drinks['Mosto']!.description = '  ';
    expect(problems(broken)).toEqual(
      expect.arrayContaining([
        'dishes: "Patatas Bravas Deluxe" names no English record',
        'drinks: "Cortado" has no Spanish',
        'menuCategories: "Desserts" has no Spanish',
        expect.stringMatching(/^dishes: "Gilda"\.description: Description must be at most 2000 characters/),
        expect.stringMatching(/^offers: "Paella Nights"\.badge: Badge must be at most 60 characters/),
        'offers: "Tapas, Wine & Long Evenings".ctaPrimaryLabel translates a field the English leaves empty',
        expect.stringMatching(/^highlightTags: "New": Tag override must be at most 60 characters/),
        'highlightTags: "Seasonal" has no Spanish',
        expect.stringMatching(/^specialDateNotes: "Private event": Note must be at most 120 characters/),
        expect.stringMatching(/^settings\.tagline: Tagline must be at most 120 characters/),
        'settings.policies: 2 policies for 3 English ones',
        expect.stringMatching(/^gallery: ".+"\.alt: Alt text must be at most 200 characters/),
        'drinks: "Mosto" has no Spanish description',
      ]),
    );
  });

  it('gives a name only where the Spanish menu calls the dish or drink something else', () => {
    for (const [key, entry] of [...Object.entries(DEMO_SPANISH.dishes), ...Object.entries(DEMO_SPANISH.drinks)]) {
      if ('name' in entry) expect(entry.name, key).not.toBe(key);
    }
  });

  it('reads as Spanish, not as the English left in place', () => {
    const english = new Set([
      ...demoMenu.flatMap((category) => category.items.map((dish) => dish.description)),
      ...demoDrinks.flatMap((category) => category.items.map((drink) => drink.description)),
      ...demoOffers.flatMap((offer) => [offer.title, offer.subtitle]),
      ...site.policies,
      site.tagline,
      site.about,
    ]);
    const spanish = [
      ...Object.values(DEMO_SPANISH.dishes).map((dish) => dish.description),
      ...Object.values(DEMO_SPANISH.drinks).map((drink) => drink.description),
      ...Object.values(DEMO_SPANISH.offers).flatMap((offer) => [offer.title, offer.subtitle]),
      ...DEMO_SPANISH.settings.policies,
      DEMO_SPANISH.settings.tagline,
      DEMO_SPANISH.settings.about,
    ];
    for (const text of spanish) expect(english.has(text), text).toBe(false);
    // Common English words give away an untranslated text.
    for (const text of spanish) expect(text, text).not.toMatch(/\b(the|and|with|our|for|your)\b/);
  });

  it('keeps halal dishes honest in Spanish too: no pork and no alcohol named', () => {
    const halal = demoMenu.flatMap((category) => category.items).filter((dish) => dish.halal);
    expect(halal.length).toBeGreaterThan(0);
    for (const dish of halal) {
      const text = `${DEMO_SPANISH.dishes[dish.name as keyof typeof DEMO_SPANISH.dishes].description}`;
      expect(text, dish.name).not.toMatch(/\b(cerdo|jam[oó]n|chorizo|txistorra|morcilla|lomo|panceta|beic[oó]n|sobrasada|vino|jerez|brandy|co[nñ]ac|cava|vermut|cerveza|sidra|ron|rioja|albariño)\b/i);
    }
  });
});
