// Each language's own words, derived from what the site says in it (its catalog and the demo content as guests read it
// in that language), for the browser test that reads every public page in both (tests/e2e/no-other-language.spec.ts).
// A word both languages say (a dish's name, "Rioja", the bar's name) is neither's own, so it is never flagged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Lang } from '../../shared/config/languages';
import { site, siteTranslations } from '../../shared/config/site';
import { messages as english } from '../../shared/i18n/messages/en';
import { messages as spanish } from '../../shared/i18n/messages/es';
import { messages as adminEnglish } from '../../shared/i18n/admin/en';
import { messages as adminSpanish } from '../../shared/i18n/admin/es';
import { creditInLanguage } from '../../shared/rules/photo-credit';

/** Addresses and file names a page shows ("casaolivera.example/es/menu", "hola@…", "PublicDomainRecipes.com"): not words. */
const ADDRESS = /\S*(?:\/|@|\p{L}\.\p{L})\S*/gu;

/** The words of a text: runs of letters, lower-cased, of two letters or more ("5:30 p. m." says none), addresses left out. */
export function wordsOf(text: string): string[] {
  return text.replace(ADDRESS, ' ').toLowerCase().match(/\p{L}{2,}/gu) ?? [];
}

/** Where a word is in a text: the words around it, to say in a failure. */
export function wordInContext(text: string, word: string): string {
  const flat = text.replace(/\s+/g, ' ');
  const at = flat.toLowerCase().search(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u'));
  return at === -1 ? word : `…${flat.slice(Math.max(0, at - 40), at + word.length + 40).trim()}…`;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes whose values a guest reads or hears: an image's alt text, a control's name, a tooltip, a hint. */
export const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'] as const;

/**
 * What a server-rendered page says: its title, its body's text (scripts, styles and templates left out) and the read
 * attributes' values. An element's edge is a space, except a <wbr> (a break opportunity inside a word or an address).
 */
export function visibleText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const body = (/<body[\s\S]*<\/body>/i.exec(html)?.[0] ?? html).replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const attributes = [...body.matchAll(new RegExp(`\\s(?:${READ_ATTRIBUTES.join('|')})="([^"]*)"`, 'gi'))].map((match) => match[1]!);
  const text = body.replace(/<wbr\s*\/?>/gi, '').replace(/<[^>]*>/g, ' ');
  return decode([title, text, ...attributes].join('\n'));
}

/** Each language's own words: those its texts say and the other language's texts never do. */
export function ownWords(texts: Readonly<Record<Lang, readonly string[]>>): Record<Lang, Set<string>> {
  const said = (lang: Lang) => new Set(texts[lang].flatMap(wordsOf));
  const [en, es] = [said('en'), said('es')];
  return { en: new Set([...en].filter((word) => !es.has(word))), es: new Set([...es].filter((word) => !en.has(word))) };
}

/** The words of `text` that are another language's own (`foreign`), each once, in the order read. */
export function foreignWordsIn(text: string, foreign: ReadonlySet<string>): string[] {
  return [...new Set(wordsOf(text).filter((word) => foreign.has(word)))];
}

// ── What the site says in each language ─────────────────────────────────────────────────────────────────────────────

const DEMO_FILES = ['menu', 'drinks', 'offers', 'highlights', 'special-dates', 'gallery'] as const;

/** A value guests read, not a code: "/images/…", "green-tapas" and "gluten-free" are codes (read through the catalog). */
function isText(value: string): boolean {
  return /\p{L}/u.test(value) && !value.startsWith('/') && !/^[a-z0-9-]+$/.test(value);
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The texts of demo records as guests read them in `lang`: each record's own fields, its translation's in their place. */
export function demoTexts(value: Json, lang: Lang): string[] {
  if (typeof value === 'string') return isText(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((entry) => demoTexts(entry, lang));
  if (value === null || typeof value !== 'object') return [];
  const { translations, ...own } = value;
  const translated = translations && typeof translations === 'object' && !Array.isArray(translations) ? translations[lang] : undefined;
  const shown = translated && typeof translated === 'object' && !Array.isArray(translated) ? { ...own, ...translated } : own;
  return Object.values(shown).flatMap((entry) => demoTexts(entry, lang));
}

interface ManifestPhoto {
  src: string;
  tags?: string[] | null;
  credit?: string | null;
}

/** Everything the site says in each language: its catalog, the demo content, the bar's settings, the bundled photos. */
export function siteTexts(root = process.cwd()): Record<Lang, string[]> {
  const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Json;
  const demo = DEMO_FILES.map((file) => read(`server/seeders/demo/${file}.json`));
  const photos = (read('public/images/gallery/manifest.json') as unknown as { photos: ManifestPhoto[] }).photos;
  // The settings guests read: the bar's name, address and contacts as they are in every language, and the texts staff
  // translate (shared/config/site.ts), the Spanish ones in their place on the Spanish pages.
  const { name, address, phone, email, socials, developerCredit, tagline, description, about, policies, announcement } = site;
  const identity = [name, ...Object.values(address), phone.display, email, ...socials.map((social) => social.label), developerCredit.name];
  const guestTexts = { tagline, description, about, policies, announcement: announcement?.text ?? null, translations: siteTranslations as unknown as Json };
  const settings = (lang: Lang) => [...identity, ...demoTexts(guestTexts, lang)];
  // Each language's name (the switch says the other's on every page).
  const names = LANGUAGES.map((language) => language.name);
  // The bundled photos' credit lines as each language's pages write them (their alt texts are gallery.json's).
  const credits = (lang: Lang) => photos.flatMap((photo) => creditInLanguage(photo.src, photo.credit, lang) ?? []);
  // The gallery's tags are English words: the default language's, stored so (their Spanish is the tags' translations).
  const tags = photos.flatMap((photo) => photo.tags ?? []);
  // A catalog's texts without their values' names ("{licence}" is no word of the page).
  const catalog = (messages: Readonly<Record<string, string>>) => Object.values(messages).map((text) => text.replace(/\{\w+\}/g, ' '));
  return {
    en: [...catalog(english), ...demo.flatMap((file) => demoTexts(file, 'en')), ...settings('en'), ...credits('en'), ...tags, ...names],
    es: [...catalog(spanish), ...demo.flatMap((file) => demoTexts(file, 'es')), ...settings('es'), ...credits('es'), ...names],
  };
}

// ── What the staff admin says in each language ──────────────────────────────────────────────────────────────────────

/**
 * The admin's own English words: those its English catalogs say (the admin's and the pages', whose dietary words and
 * days it shows) and the Spanish ones never do, leaving out every word of the demo content and the bar's details
 * (records staff keep in English, shown as typed on every admin screen).
 */
export function adminEnglishWords(root = process.cwd()): Set<string> {
  const said = (texts: readonly string[]) => new Set(texts.flatMap(wordsOf));
  const catalog = (messages: Readonly<Record<string, string>>) => Object.values(messages).map((text) => text.replace(/\{\w+\}/g, ' '));
  const spanishSaid = said([...catalog(adminSpanish), ...catalog(spanish)]);
  const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Json;
  const staffText = said([...DEMO_FILES.flatMap((file) => demoTexts(read(`server/seeders/demo/${file}.json`), 'en')), ...siteTexts(root).en.filter((text) => !(Object.values(english) as string[]).includes(text))]);
  return new Set([...said([...catalog(adminEnglish), ...catalog(english)])].filter((word) => !spanishSaid.has(word) && !staffText.has(word)));
}
