// The activity log's entries from before it kept what happened as data (issue 31): only their English sentence was
// stored. Every such sentence was written by one grammar — the `log.*` sentences of the English admin catalog, joined
// as a list — so it reads back into the same data, and then into any reader's language like a new entry. A sentence
// that does not read back whole (a name with a quote in it, say) stays as it was written.
import { LANGUAGES } from '../config/languages';
import { utcDate } from './dates';
import { parsePrice } from './price';
import type { Clause, Sentence, Word } from './activity-sentences';

type Catalog = Readonly<Record<string, string>>;

/** A sentence of the catalog cut into its text and its values: `Marked `, {name}, ` `, {marks}. */
interface Template {
  key: string;
  parts: readonly (string | { value: string })[];
}

/** Each `log.<key>` sentence of the catalog (not its words and joins). */
function templatesOf(catalog: Catalog): Template[] {
  return Object.entries(catalog)
    .filter(([key]) => key.startsWith('log.') && !key.startsWith('log.term.') && !['log.and', 'log.quoted', 'log.noPrice', 'log.the', 'log.inLanguage'].includes(key))
    .map(([key, text]) => ({
      key: key.slice('log.'.length),
      parts: text
        .split(/(\{\w+\})/)
        .filter(Boolean)
        .map((part) => (/^\{(\w+)\}$/.test(part) ? { value: part.slice(1, -1) } : part)),
    }));
}

const DAYS: Readonly<Record<string, string>> = { monday: 'MON', tuesday: 'TUE', wednesday: 'WED', thursday: 'THU', friday: 'FRI', saturday: 'SAT', sunday: 'SUN' };
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** `Thu 26 Nov 2026` → `2026-11-26` (checked against its weekday), or null. */
function dateOf(text: string): string | null {
  const match = /^(\w{3}) (\d{1,2}) (\w{3}) (\d{4})$/.exec(text);
  if (!match) return null;
  const month = MONTHS.indexOf(match[3]!.toLowerCase()) + 1;
  const [year, day] = [Number(match[4]), Number(match[2])];
  if (!month) return null;
  const date = utcDate(year, month, day);
  if (date.getUTCDate() !== day || date.toUTCString().slice(0, 3).toLowerCase() !== match[1]!.toLowerCase()) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `a`, `a and b`, `a, b and c` → the words. */
function listOf(text: string): string[] {
  const last = text.lastIndexOf(' and ');
  if (last === -1) return [text];
  return [...text.slice(0, last).split(', '), text.slice(last + ' and '.length)];
}

interface Reader {
  catalog: Catalog;
  /** A word of the catalog by its English text, those whose key starts with `prefix` first (a status's "closed"). */
  term: (text: string, prefix?: string) => string | null;
}

function readerOf(catalog: Catalog): Reader {
  const terms = Object.entries(catalog).filter(([key]) => key.startsWith('log.term.'));
  return {
    catalog,
    term(text, prefix = '') {
      const found = terms.filter(([, said]) => said.toLowerCase() === text.toLowerCase()).map(([key]) => key.slice('log.term.'.length));
      return found.find((term) => term.startsWith(prefix)) ?? found.find((term) => !/^(status|role) /.test(term)) ?? null;
    },
  };
}

/** A field as the log names it: `description`, or in a language, `Spanish description`. */
function fieldOf(text: string, reader: Reader): { term: string; lang?: string } | null {
  const plain = reader.term(text);
  if (plain) return { term: plain };
  for (const language of LANGUAGES) {
    const prefix = `${language.englishName} `;
    if (!text.startsWith(prefix)) continue;
    const term = reader.term(text.slice(prefix.length));
    if (term) return { term, lang: language.code };
  }
  return null;
}

/** What a value read as it is written: a quoted name, a price, a date, a day, a language, a word or a list of them. */
function wordOf(name: string, text: string, reader: Reader): Word | null {
  const quoted = /^"(.*)"$/.exec(text);
  if (quoted) return quoted[1]!.includes('"') ? null : { name: quoted[1]! };
  if (text === reader.catalog['log.noPrice']) return { price: null };
  if (/^\$[\d,]+\.\d\d$/.test(text)) {
    const price = parsePrice(text.replace(/,/g, ''));
    return price === null ? null : { price };
  }
  if (name === 'date') return dateOf(text) ? { date: dateOf(text)! } : null;
  if (name === 'day') return DAYS[text.toLowerCase()] ? { day: DAYS[text.toLowerCase()]! } : null;
  if (name === 'language') {
    const language = LANGUAGES.find((one) => one.englishName === text);
    return language ? { language: language.code } : null;
  }
  if (name === 'hours') return reader.term(text) === 'closed' ? { term: 'closed' } : /^[\d:–, ]+$/.test(text) ? text : null;
  if (name === 'status') return reader.term(text, 'status ') ? { term: reader.term(text, 'status ')! } : null;
  if (name === 'role' || ((name === 'from' || name === 'to') && reader.term(text, 'role '))) {
    const role = reader.term(text, 'role ');
    return role ? { term: role } : null;
  }
  if (name === 'fields' || name === 'marks') {
    const each = /^the /.test(text);
    const items = listOf(text).map((item) => fieldOf(each ? item.replace(/^the /, '') : item, reader));
    if (items.some((item) => item === null)) return null;
    return each ? { terms: items as { term: string; lang?: string }[], each: true } : { terms: items as { term: string; lang?: string }[] };
  }
  const term = fieldOf(text, reader);
  return term && !term.lang ? { term: term.term } : term;
}

/**
 * The values of `text` read by a sentence's parts, or null: its text matched as it is (the first letter's case aside),
 * each value tried at every place the text after it could start, until every value reads as what it names.
 */
function valuesOf(text: string, parts: Template['parts'], reader: Reader): Record<string, Word> | null {
  const read = (index: number, at: number, values: Record<string, Word>): Record<string, Word> | null => {
    if (index === parts.length) return at === text.length ? values : null;
    const part = parts[index]!;
    if (typeof part === 'string') return text.slice(at, at + part.length).toLowerCase() === part.toLowerCase() ? read(index + 1, at + part.length, values) : null;
    const next = parts[index + 1];
    const ends = typeof next === 'string' ? [...text.matchAll(new RegExp(next.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'))].map((match) => match.index).filter((end) => end > at) : [text.length];
    for (const end of ends) {
      const word = wordOf(part.value, text.slice(at, end), reader);
      if (word === null) continue;
      const found = read(index + 1, end, { ...values, [part.value]: word });
      if (found) return found;
    }
    return null;
  };
  return read(0, 0, {});
}

/** One clause, read whole by one of the sentences, or null. */
function clauseOf(text: string, templates: readonly Template[], reader: Reader): Clause | null {
  for (const { key, parts } of templates) {
    const values = valuesOf(text, parts, reader);
    if (values) return Object.keys(values).length ? { key, values } : { key };
  }
  return null;
}

/** The places a sentence may join two clauses: `, ` and ` and `, outside a quoted name. */
function joins(text: string): { at: number; length: number }[] {
  const found: { at: number; length: number }[] = [];
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    if (text[at] === '"') quoted = !quoted;
    else if (!quoted && text.startsWith(', ', at)) found.push({ at, length: 2 });
    else if (!quoted && text.startsWith(' and ', at)) found.push({ at, length: 5 });
  }
  return found;
}

/**
 * The clauses an English sentence of the log was written from, or null when it does not read back whole. The first
 * clause is capitalised and the others not, joined as a list: each way of cutting the sentence at its joins is tried.
 */
export function readBackSentence(summary: string, englishCatalog: Catalog): Sentence | null {
  const templates = templatesOf(englishCatalog);
  const reader = readerOf(englishCatalog);
  const points = joins(summary);
  const search = (from: number, last: boolean): Clause[] | null => {
    // The rest as one clause, then each cut after `from`: a clause and the rest.
    const whole = clauseOf(summary.slice(from), templates, reader);
    if (whole) return [whole];
    if (last) return null;
    for (const { at, length } of points) {
      if (at <= from) continue;
      const first = clauseOf(summary.slice(from, at), templates, reader);
      if (!first) continue;
      const rest = search(at + length, length === 5);
      if (rest) return [first, ...rest];
    }
    return null;
  };
  return search(0, false);
}
