// The activity log's sentences (API.md "Activity"): what a bar manager reads, with exact quoted names and prices
// spelled out from old to new, in the reader's language. What happened is kept as data — clauses, each a sentence of
// the admin catalog (`log.*`) with its values — and written when it is read, so an entry recorded in one language
// reads in any other. Pure: the server's describers (server/activity-log) decide what changed, these say it.
import { INTL_LOCALE, LANGUAGES, type Lang } from '../config/languages';
import { formatPriceWithCents } from './price';
import { utcDate } from './dates';

/** A value in a clause: text as it is, or what the reader's language writes its own way. */
export type Word =
  | string
  | number
  /** A record's name, quoted: `"Patatas Bravas"`. */
  | { name: string }
  /** A price, always with cents: `$12.00` (`no price` when there is none). */
  | { price: number | string | null }
  /** A calendar date (YYYY-MM-DD): `Thu 26 Nov 2026`. */
  | { date: string }
  /** A day code (MON…SUN): `Friday`. */
  | { day: string }
  /** A word of the catalog (`log.term.<term>`), in `lang`'s version when a language is named: `Spanish description`. */
  | { term: string; lang?: string }
  /** Words of the catalog in a list: `description, photo and allergens`; `each` puts each in its own article. */
  | { terms: readonly { term: string; lang?: string }[]; each?: true }
  /** A language, named in the reader's language: `Spanish`. */
  | { language: string };

/** One clause: a catalog sentence (`log.<key>`) and its values. */
export interface Clause {
  key: string;
  values?: Readonly<Record<string, Word>>;
}

/** What happened in one entry: its clauses, said as one sentence. */
export type Sentence = readonly Clause[];

/** A catalog's words and the language they are in: the reader's. */
export interface LogWords {
  lang: Lang;
  /** The text of `log.<key>` with its values put in; a key the catalog lacks reads as itself. */
  t: (key: string, values?: Readonly<Record<string, string>>) => string;
}

/** A clause in the sentence builders: `clause('renamed', { name: { name: 'Bravas' } })`. */
export function clause(key: string, values?: Readonly<Record<string, Word>>): Clause {
  return values ? { key, values } : { key };
}

/** A record's name as the log quotes it. */
export const named = (name: string): Word => ({ name });

/** `a`, `a and b`, `a, b and c`: the list of the reader's language, its last join its own word (`log.and`). */
function listIn(words: readonly string[], { t }: LogWords): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')}${t('log.and')}${words[words.length - 1]}`;
}

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const dayFormats = new Map<Lang, Intl.DateTimeFormat>();

/** English writes the log's dates as it always has (`Thu 26 Nov 2026`); another language in its own locale. */
function dateLocale(lang: Lang): string {
  return lang === LANGUAGES[0].code ? 'en-GB' : INTL_LOCALE[lang];
}

/** A calendar date (YYYY-MM-DD) as the log writes it: `Thu 26 Nov 2026`, `jue 26 nov 2026`. */
export function logDate(isoDate: string, lang: Lang = LANGUAGES[0].code): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  if (!y || !m || !d) return isoDate;
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(lang), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(lang, format);
  }
  return format.format(utcDate(y, m, d)).replace(/,/g, '').replace(/\./g, '');
}

const DAY_DATES: Record<string, number> = { MON: 5, TUE: 6, WED: 7, THU: 8, FRI: 9, SAT: 10, SUN: 11 };

/** `FRI` → `Friday`, `viernes`. */
export function dayName(code: string, lang: Lang = LANGUAGES[0].code): string {
  const date = DAY_DATES[code];
  if (!date) return code;
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: 'UTC', weekday: 'long' });
    dayFormats.set(lang, format);
  }
  // 5 January 2026 was a Monday.
  return format.format(utcDate(2026, 1, date));
}

/** A language named in `lang`: the configured English name in English, Intl's in any other (`español`). */
function languageIn(code: string, lang: Lang): string {
  if (lang === LANGUAGES[0].code) return LANGUAGES.find((language) => language.code === code)?.englishName ?? code;
  return new Intl.DisplayNames([INTL_LOCALE[lang]], { type: 'language' }).of(code) ?? code;
}

function termIn({ term, lang: language }: { term: string; lang?: string }, words: LogWords): string {
  const field = words.t(`log.term.${term}`);
  return language ? words.t('log.inLanguage', { field, language: languageIn(language, words.lang) }) : field;
}

/** A value as the reader's language writes it. */
export function wordIn(word: Word, words: LogWords): string {
  if (typeof word === 'string') return word;
  if (typeof word === 'number') return String(word);
  if ('name' in word) return words.t('log.quoted', { name: word.name });
  if ('price' in word) {
    const amount = Number(word.price);
    return word.price === null || word.price === undefined || !Number.isFinite(amount) ? words.t('log.noPrice') : formatPriceWithCents(amount, 'USD', words.lang);
  }
  if ('date' in word) return logDate(word.date, words.lang);
  if ('day' in word) return dayName(word.day, words.lang);
  if ('terms' in word) return listIn(word.terms.map((term) => (word.each ? words.t('log.the', { field: termIn(term, words) }) : termIn(term, words))), words);
  if ('term' in word) return termIn(word, words);
  return languageIn(word.language, words.lang);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The sentence in the reader's language: its clauses written, the first capitalised, joined as a list. */
export function writeSentence(sentence: Sentence, words: LogWords): string {
  const clauses = sentence.map(({ key, values }) => {
    const filled = Object.fromEntries(Object.entries(values ?? {}).map(([name, word]) => [name, wordIn(word, words)]));
    return words.t(`log.${key}`, filled);
  });
  return capitalise(listIn(clauses.map((text, index) => (index === 0 ? text : lowerFirst(text))), words));
}

/** What one save changed on a named record, as the describers gather it. */
export interface RecordChanges {
  /** What the record is ("dish", "offer"): a `log.term.*`. */
  noun?: string;
  /** The name before the save (the record is called by it in the first clause). */
  name: string;
  /** The new name, when the save renamed it. */
  renamedTo?: string;
  /** The price before and after, when it changed. */
  price?: { from: number | string | null; to: number | string | null };
  /** Switches with a sentence of their own (`log.term.unavailable`…), for `Marked "X" unavailable`. */
  marked?: readonly string[];
  /** Every other changed field (`log.term.*`, maybe in a language), in the record's order. */
  fields: readonly { term: string; lang?: string }[];
}

/** Each field once, in order: `photo` twice (the image and its WebP twin) is one field. */
function uniqueFields(fields: RecordChanges['fields']): { term: string; lang?: string }[] {
  const seen = new Set<string>();
  return fields.filter(({ term, lang }) => {
    const key = `${lang ?? ''}:${term}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * One sentence for one save of a named record (a dish, a drink, an offer, a category): the rename, the mark, then
 * the price spelled out, then the other fields. Null when nothing a person cares about changed.
 */
export function changeSentence({ name, renamedTo, price, marked, fields }: RecordChanges): Sentence | null {
  const clauses: Clause[] = [];
  let subject = named(name);
  if (renamedTo !== undefined && renamedTo !== name) {
    clauses.push(clause('renamed', { name: subject, newName: named(renamedTo) }));
    subject = named(renamedTo);
  }
  if (marked?.length) {
    const marks: Word = { terms: marked.map((term) => ({ term })) };
    clauses.push(clauses.length ? clause('markedIt', { marks }) : clause('marked', { name: subject, marks }));
  }
  const others = uniqueFields(fields);
  const list: Word = { terms: others };
  if (price) {
    const spelled = { from: { price: price.from }, to: { price: price.to } };
    if (clauses.length) clauses.push(others.length ? clause('itsPriceAnd', { ...spelled, fields: list }) : clause('itsPrice', spelled));
    else clauses.push(others.length ? clause('priceOfAnd', { name: subject, ...spelled, fields: list }) : clause('priceOf', { name: subject, ...spelled }));
  } else if (others.length) {
    clauses.push(clauses.length ? clause('itsFields', { fields: list }) : clause('fieldsOf', { name: subject, fields: list }));
  }
  return clauses.length ? clauses : null;
}
