// The credits of the photos the site ships with, in the reader's language. Their credit line is stored as the site's
// English form ("Photo: Javier Lastras, CC BY 2.0, via Wikimedia Commons": the manifest, the gallery table, the wire's
// `credit` for the default language); read in a language, it is taken apart once and written from that language's
// catalog ("Foto: Javier Lastras, CC BY 2.0, vía Wikimedia Commons"). An uploaded photo's credit is the staff's own
// text, shown as typed. Photo titles in the credits lists are the catalog's too (`credit.photo.<file name>`).
import type { Lang } from '../config/languages';
import { fillValues } from '../i18n/fill-values';
import { ruleWords } from '../i18n/rule-words';
import { GALLERY_ROOT, altFromFileName } from './gallery';

/** A credit line of the site's own form, in parts. */
export interface CreditParts {
  author: string;
  /** The licence as the English line names it: "CC BY 2.0", "CC0", "public domain", "Unsplash License", "Pexels License". */
  licence: string;
  /** Where the original is published ("Wikimedia Commons"), when the line says. */
  source: string | null;
}

const SITE_CREDIT = /^Photo: (.+?), (CC BY \d\.\d|CC0|public domain|Unsplash License|Pexels License)(?:, via (.+))?$/;

/** The parts of a credit line in the site's own (English) form; null for any other text. */
export function parseSiteCredit(credit: string): CreditParts | null {
  const match = SITE_CREDIT.exec(credit.trim());
  if (!match) return null;
  return { author: match[1]!, licence: match[2]!, source: match[3] ?? null };
}

function pathOf(src: string): string {
  return src.split(/[?#]/)[0] ?? '';
}

/** A photo of the site's own (public/images/gallery/…), not a staff upload. */
export function isBundledPhoto(src: string): boolean {
  return pathOf(src).startsWith(GALLERY_ROOT);
}

/** A licence's name in `lang` ("public domain" → "dominio público"; "CC BY 2.0" is the same in every language). */
export function licenceName(licence: string, lang: Lang): string {
  const words = ruleWords(lang);
  if (licence === 'public domain') return words['credit.publicDomain'];
  const named = /^(\w+) License$/.exec(licence);
  return named ? fillValues(words['credit.namedLicence'], { name: named[1]! }) : licence;
}

/** The credit line in `lang`, from the catalog's words. */
export function writeCredit({ author, licence, source }: CreditParts, lang: Lang): string {
  const words = ruleWords(lang);
  const values = { author, licence: licenceName(licence, lang), source: source ?? '' };
  return fillValues(words[source ? 'credit.lineVia' : 'credit.line'], values);
}

/**
 * The credit line guests read in `lang`: a bundled photo's, written in that language; an upload's (or any credit not
 * in the site's form), as staff typed it. Null when there is none.
 */
export function creditInLanguage(src: string, credit: string | null | undefined, lang: Lang): string | null {
  const text = credit?.trim();
  if (!text) return null;
  const parts = isBundledPhoto(src) ? parseSiteCredit(text) : null;
  return parts ? writeCredit(parts, lang) : text;
}

/** How the credits lists name a bundled photo in `lang` (its catalog title; one the catalog lacks, by its file name). */
export function photoTitle(src: string, lang: Lang): string {
  const words: Readonly<Record<string, string>> = ruleWords(lang);
  const name = (pathOf(src).split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
  return words[`credit.photo.${name}`] ?? altFromFileName(src);
}

export interface Licence {
  name: string;
  url: string;
}

/** The licence a credit line names ("Photo: X, CC BY 2.0, via …"), as `lang` names it, with the address of its text. */
export function licenceOf(credit: string | null | undefined, lang: Lang): Licence | null {
  if (!credit) return null;
  const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const ccBy = /\bCC BY (\d\.\d)\b/.exec(credit);
  if (ccBy) return { name: `CC BY ${ccBy[1]}`, url: `https://creativecommons.org/licenses/by/${ccBy[1]}/` };
  if (/\bCC0\b/.test(credit)) return { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' };
  if (/public domain/i.test(credit)) return { name: sentence(licenceName('public domain', lang)), url: 'https://unlicense.org/' };
  if (/Unsplash License/i.test(credit)) return { name: sentence(licenceName('Unsplash License', lang)), url: 'https://unsplash.com/license' };
  if (/Pexels License/i.test(credit)) return { name: sentence(licenceName('Pexels License', lang)), url: 'https://www.pexels.com/license/' };
  return null;
}
