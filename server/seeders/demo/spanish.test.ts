// Guards the Spanish of the demo content (each record's `translations.es` in the JSON files beside this test, and the
// settings' in shared/config/site.ts): every record guests read has its Spanish, only for texts the English has, the
// same English tag reads the same everywhere, and the photos' Spanish names the bundled photos. Each Spanish text's
// limit is its field's, checked by the files' schemas (demo-files.test.ts shows a broken file refused).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site, siteTranslations } from '../../../shared/config/site.js';
import type { Translations } from '../../../shared/rules/translations.js';
import { galleryManifest } from '../../../shared/schemas/gallery.js';
import { settingsInput } from '../../../shared/schemas/settings.js';
import { drinksDemo } from '../../features/drinks/drinks.demo.js';
import { bundledPhotoTranslations, bundledTagNames } from '../../features/gallery/gallery.demo.js';
import { hoursDemo } from '../../features/hours/hours.demo.js';
import { menuDemo } from '../../features/menu/menu.demo.js';
import { offersDemo } from '../../features/offers/offers.demo.js';
import { parseDemoFile } from '../demo-files.js';

const manifest = galleryManifest.parse(JSON.parse(readFileSync(new URL('../../../public/images/gallery/manifest.json', import.meta.url), 'utf8')));
/** The photos' English alt texts (the manifest has no captions: a caption is the staff's, added later). */
const galleryAlts = manifest.photos.map((photo) => photo.alt).filter((alt): alt is string => !!alt);

function loadDemo() {
  return {
    menu: parseDemoFile('menu', menuDemo.files.menu),
    drinks: parseDemoFile('drinks', drinksDemo.files.drinks),
    offers: parseDemoFile('offers', offersDemo.files.offers),
    highlights: parseDemoFile('highlights', menuDemo.files.highlights),
    specialDates: parseDemoFile('special-dates', hoursDemo.files['special-dates']),
    gallery: parseDemoFile('gallery', bundledPhotoTranslations) as Record<string, Translations>,
    settings: siteTranslations.es as { tagline: string; description: string; policies: string[]; about: string },
  };
}
type Demo = ReturnType<typeof loadDemo>;

/** A record that guests read, its English texts by field, its translations, and the fields its Spanish must give. */
interface Entry {
  where: string;
  english: Record<string, string | null | undefined>;
  translations: Translations | undefined;
  required: string[];
}

function entries(demo: Demo): Entry[] {
  const catalog = (kind: string, categories: Demo['menu'] | Demo['drinks']) =>
    categories.flatMap((category): Entry[] => [
      { where: `${kind} category "${category.name}"`, english: { name: category.name }, translations: category.translations, required: ['name'] },
      ...category.items.map((item) => ({
        where: `${kind} "${item.name}"`,
        english: { name: item.name, description: item.description, menuHighlightTag: 'menuHighlightTag' in item ? item.menuHighlightTag : null },
        translations: item.translations,
        required: ['description', ...('menuHighlightTag' in item && item.menuHighlightTag ? ['menuHighlightTag'] : [])],
      })),
    ]);
  return [
    ...catalog('menu', demo.menu),
    ...catalog('drinks', demo.drinks),
    ...demo.offers.map((offer) => ({
      where: `offer "${offer.title}"`,
      english: { title: offer.title, subtitle: offer.subtitle, alt: offer.alt, badge: offer.badge, ctaPrimaryLabel: offer.ctaPrimaryLabel, ctaSecondaryLabel: offer.ctaSecondaryLabel },
      translations: offer.translations,
      required: ['title', 'subtitle', 'alt', 'badge', 'ctaPrimaryLabel', 'ctaSecondaryLabel'].filter((field) => offer[field as keyof typeof offer]),
    })),
    ...demo.highlights.flatMap((day) =>
      day.dishes.map((dish) => ({
        where: `highlight of "${dish.name}" on day ${day.daysFromToday}`,
        english: { tagOverride: dish.tagOverride },
        translations: dish.translations,
        required: dish.tagOverride ? ['tagOverride'] : [],
      })),
    ),
    ...demo.specialDates.map((day) => ({ where: `special date "${day.note}"`, english: { note: day.note }, translations: day.translations, required: day.note ? ['note'] : [] })),
    ...Object.entries(demo.gallery).map(([alt, translations]) => ({ where: `photo "${alt.slice(0, 40)}…"`, english: { alt }, translations, required: ['alt'] })),
  ];
}

/** Every English highlight tag with its Spanish, wherever it is given (a dish's own tag or a day's override). */
function tagsInSpanish(demo: Demo): Map<string, Set<string | undefined>> {
  const tags = new Map<string, Set<string | undefined>>();
  const add = (tag: string | null | undefined, spanish: unknown) => {
    if (tag) tags.set(tag, new Set([...(tags.get(tag) ?? []), typeof spanish === 'string' ? spanish : undefined]));
  };
  for (const dish of demo.menu.flatMap((category) => category.items)) add(dish.menuHighlightTag, dish.translations?.es?.menuHighlightTag);
  for (const dish of demo.highlights.flatMap((day) => day.dishes)) add(dish.tagOverride, dish.translations?.es?.tagOverride);
  return tags;
}

/** Every way the Spanish falls short of the English records; none when it is complete and consistent. */
function problems(demo: Demo): string[] {
  const found: string[] = [];
  for (const { where, english, translations, required } of entries(demo)) {
    const spanish = translations?.es ?? {};
    for (const field of required) if (typeof spanish[field] !== 'string' || !spanish[field].trim()) found.push(`${where} has no Spanish ${field}`);
    for (const field of Object.keys(spanish)) if (!english[field]) found.push(`${where}: Spanish ${field} translates a field the English leaves empty`);
  }
  for (const [tag, spanish] of tagsInSpanish(demo)) if (spanish.size > 1) found.push(`tag "${tag}" reads ${[...spanish].map((text) => JSON.stringify(text ?? null)).join(' and ')} in Spanish`);

  for (const alt of Object.keys(demo.gallery)) if (!galleryAlts.includes(alt)) found.push(`photo "${alt}" is no bundled photo`);
  for (const alt of galleryAlts) if (!demo.gallery[alt]) found.push(`photo "${alt}" has no Spanish`);

  const settings = settingsInput.shape;
  for (const field of ['tagline', 'description', 'about'] as const) {
    const result = settings[field].safeParse(demo.settings[field]);
    if (!result.success) found.push(`settings.${field}: ${result.error.issues[0]?.message}`);
  }
  if (demo.settings.policies.length !== site.policies.length) found.push(`settings.policies: ${demo.settings.policies.length} policies for ${site.policies.length} English ones`);
  const policies = settings.policies.safeParse(demo.settings.policies);
  if (!policies.success) found.push(`settings.policies: ${policies.error.issues[0]?.message}`);
  if (demo.settings.about.split('\n\n').length !== site.about.split('\n\n').length) found.push('settings.about: not as many paragraphs as the English');
  return found;
}

const spanishOf = (translations: Translations | undefined) => translations?.es ?? {};

describe('the Spanish demo content', () => {
  it('covers every record guests read, only where the English has text, and reads each tag one way', () => {
    expect(problems(loadDemo())).toEqual([]);
  });

  it('would be caught with a record left out, a translation of nothing, a tag read two ways or a photo unknown', () => {
    const broken = loadDemo();
    const dishes = broken.menu.flatMap((category) => category.items);
    broken.drinks[0]!.items[0]!.translations = {};
    broken.menu.at(-1)!.translations = {};
    broken.offers[2]!.translations = { es: { ...spanishOf(broken.offers[2]!.translations), ctaPrimaryLabel: 'Ver la carta' } };
    const tagged = dishes.find((dish) => dish.menuHighlightTag === 'Seasonal')!;
    tagged.translations = { es: { description: spanishOf(tagged.translations).description! } };
    const chefs = broken.highlights.flatMap((day) => day.dishes).find((dish) => dish.tagOverride === "Chef's special")!;
    chefs.translations = { es: { tagOverride: 'Sugerencia del chef' } };
    broken.gallery['A photo nobody took'] = { es: { alt: 'Una foto' } };
    delete broken.gallery[galleryAlts[0]!];
    broken.settings = { ...broken.settings, tagline: 't'.repeat(121), policies: broken.settings.policies.slice(1) };
    expect(problems(broken)).toEqual(
      expect.arrayContaining([
        `drinks "${broken.drinks[0]!.items[0]!.name}" has no Spanish description`,
        'menu category "Desserts" has no Spanish name',
        'offer "Tapas, Wine & Long Evenings": Spanish ctaPrimaryLabel translates a field the English leaves empty',
        `menu "${tagged.name}" has no Spanish menuHighlightTag`,
        'tag "Chef\'s special" reads "Sugerencia del chef" and "Especial del chef" in Spanish',
        'photo "A photo nobody took" is no bundled photo',
        `photo "${galleryAlts[0]}" has no Spanish`,
        expect.stringMatching(/^settings\.tagline: Tagline must be at most 120 characters/),
        'settings.policies: 2 policies for 3 English ones',
      ]),
    );
  });

  it('gives a name only where the Spanish menu calls the dish or drink something else', () => {
    const { menu, drinks } = loadDemo();
    for (const item of [...menu.flatMap((category) => category.items), ...drinks.flatMap((category) => category.items)]) {
      const name = spanishOf(item.translations).name;
      if (name !== undefined) expect(name, item.name).not.toBe(item.name);
    }
  });

  it('names every tag of the bundled photos in Spanish, each tag once', () => {
    const named = parseDemoFile('gallery-tags', bundledTagNames);
    const tags = [...new Set(manifest.photos.flatMap((photo) => photo.tags ?? []))].sort();
    expect(named.map((entry) => entry.tag).sort()).toEqual(tags);
    expect(named.filter((entry) => !entry.translations.es).map((entry) => entry.tag)).toEqual([]);
  });

  it('reads as Spanish, not as the English left in place', () => {
    const { menu, drinks, offers, settings } = loadDemo();
    const items = [...menu.flatMap((category) => category.items), ...drinks.flatMap((category) => category.items)];
    const english = new Set([...items.map((item) => item.description), ...offers.flatMap((offer) => [offer.title, offer.subtitle]), ...site.policies, site.tagline, site.about]);
    const spanish = [
      ...items.map((item) => spanishOf(item.translations).description),
      ...offers.flatMap((offer) => [spanishOf(offer.translations).title, spanishOf(offer.translations).subtitle]),
      ...settings.policies,
      settings.tagline,
      settings.about,
    ].map(String);
    for (const text of spanish) expect(english.has(text), text).toBe(false);
    // Common English words give away an untranslated text.
    for (const text of spanish) expect(text, text).not.toMatch(/\b(the|and|with|our|for|your)\b/);
  });

  it('keeps halal dishes honest in Spanish too: no pork and no alcohol named', () => {
    const halal = loadDemo().menu.flatMap((category) => category.items).filter((dish) => dish.halal);
    expect(halal.length).toBeGreaterThan(0);
    for (const dish of halal) {
      const text = `${spanishOf(dish.translations).description}`;
      expect(text, dish.name).not.toMatch(/\b(cerdo|jam[oó]n|chorizo|txistorra|morcilla|lomo|panceta|beic[oó]n|sobrasada|vino|jerez|brandy|co[nñ]ac|cava|vermut|cerveza|sidra|ron|rioja|albariño)\b/i);
    }
  });
});
