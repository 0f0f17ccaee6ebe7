// The menu and the drinks as a spreadsheet (API.md "Menu": export.csv and import): the columns of each kind and the
// rules that read a cell back the way a spreadsheet saved it. Pure, so the server's import and the admin's preview
// read a file alike.
import { TRANSLATION_LANGUAGES } from '../config/languages';
import { DRINK_ITEM_TRANSLATED_FIELDS } from '../schemas/drinks';
import { MENU_ITEM_TRANSLATED_FIELDS } from '../schemas/menu';

export type CsvCatalogKind = 'menu' | 'drinks';

/** How a column's cells are read: text as it is, a price, a flag (true/false), a whole or decimal number, a pipe list. */
export type CsvColumnType = 'id' | 'category' | 'text' | 'price' | 'flag' | 'int' | 'decimal' | 'diet' | 'allergens';

export interface CsvColumn {
  /** The header cell, as the export writes it: an item's field name (`price`), a translation `<field>_<language>`. */
  name: string;
  /** The item's field the column fills (`description` for `description_es`). */
  field: string;
  type: CsvColumnType;
  /** A translation's language; absent for the item's own text. */
  lang?: string;
}

const column = (name: string, type: CsvColumnType): CsvColumn => ({ name, field: name, type });

const HEAD = [column('id', 'id'), column('category', 'category'), column('name', 'text'), column('description', 'text'), column('price', 'price')];
const MARKS = [column('available', 'flag'), column('featured', 'flag'), column('dietaryTags', 'diet'), column('allergens', 'allergens')];
const OWN: Record<CsvCatalogKind, CsvColumn[]> = {
  menu: [column('spicyLevel', 'int'), column('halal', 'flag'), column('menuHighlight', 'flag'), column('menuHighlightTag', 'text')],
  drinks: [column('abv', 'decimal'), column('size', 'text'), column('region', 'text'), column('grape', 'text'), column('vintage', 'text')],
};
const TAIL = [column('displayOrder', 'int'), column('image', 'text'), column('imageWebp', 'text')];

/** What guests read of an item, translated: a column per field and language. */
export const CSV_TRANSLATED_FIELDS: Record<CsvCatalogKind, readonly string[]> = {
  menu: MENU_ITEM_TRANSLATED_FIELDS,
  drinks: DRINK_ITEM_TRANSLATED_FIELDS,
};

/** A kind's columns in the export's order: `id, category, name, description, price`, the other fields, then `name_es`… */
export function csvColumns(kind: CsvCatalogKind): CsvColumn[] {
  const translated = TRANSLATION_LANGUAGES.flatMap((lang) => CSV_TRANSLATED_FIELDS[kind].map((field): CsvColumn => ({ name: `${field}_${lang}`, field, type: 'text', lang })));
  return [...HEAD, ...MARKS, ...OWN[kind], ...TAIL, ...translated];
}

/** The column a header cell names (any case, spaces around ignored), or undefined. */
export function findCsvColumn(columns: readonly CsvColumn[], header: string): CsvColumn | undefined {
  const wanted = header.trim().toLowerCase();
  return columns.find((one) => one.name.toLowerCase() === wanted);
}

// ── Reading a file ───────────────────────────────────────────────────────────────────────────

export const UTF8_BOM = '\uFEFF';

/**
 * The file's separator, read from its header row: `;` when it has more semicolons than commas outside quotes (a
 * Spanish-locale Excel saves so), else `,`.
 */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text.startsWith(UTF8_BOM) ? text.slice(1) : text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** What csv-stringify's formula guard puts a `'` before (server/lib/csv.ts): = + - @, tab, CR and their full-width forms. */
const FORMULA_START = /^'+[=+\-@\t\r＝＋－＠]/;

/**
 * A cell the export guards: the library puts a `'` before a formula; a cell that already starts with `'`s before one
 * gets one more here, so taking one `'` off on the way back (unguardCell) always gives the cell as it was.
 */
export function guardQuotedFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as it was before the export guarded it: one `'` less before a formula character. */
export function unguardCell(cell: string): string {
  return FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/**
 * A number as the file wrote it, in the form the item's rules read (`12.50`, `$12.50`): in a `;`-separated file a
 * decimal comma too (`12,50`, `13,5`). Anything else is left as it is, for those rules to refuse.
 */
export function decimalCell(cell: string, delimiter: ',' | ';'): string {
  if (delimiter !== ';') return cell;
  const match = /^(\s*\$?\s*\d*),(\d+\s*)$/.exec(cell);
  return match ? `${match[1]}.${match[2]}` : cell;
}

const TRUE_WORDS = ['true', 'yes', 'y', '1', 'x', 'sí', 'si', 'verdadero'];
const FALSE_WORDS = ['false', 'no', 'n', '0', 'falso'];

/**
 * A flag as spreadsheets save it: `true`/`false` (Google Sheets' TRUE, a Spanish Excel's VERDADERO), yes/no, sí/no,
 * 1/0. An empty cell is undefined (the item keeps its value, a new one takes the default); anything else is returned
 * as it is, for the item's rules to refuse by name.
 */
export function flagCell(cell: string): boolean | string | undefined {
  const word = cell.trim().toLowerCase();
  if (word === '') return undefined;
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  return cell;
}

/** The words of a pipe list cell not in `known` (as written), for "Unknown allergen: glutten." */
export function unknownWords(cell: string, known: readonly string[], allowed: readonly string[] = []): string[] {
  return cell
    .split('|')
    .map((word) => word.trim())
    .filter((word) => word !== '' && !known.includes(word.toLowerCase()) && !allowed.includes(word.toLowerCase()));
}

// ── Comparing ────────────────────────────────────────────────────────────────────────────────

/** A value of an item's field as the preview compares and shows it. */
export type CsvValue = string | number | boolean | null;

export interface CsvChange {
  /** The column (`price`, `description_es`). */
  field: string;
  from: CsvValue;
  to: CsvValue;
}

/** Null, empty text and absent are one "nothing"; prices and numbers compare by value. */
function sameValue(a: CsvValue | undefined, b: CsvValue | undefined): boolean {
  const blank = (value: CsvValue | undefined) => value === null || value === undefined || value === '';
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return a === b;
}

/** What a row changes, column by column in the export's order: only the columns it gave whose value differs. */
export function csvChanges(columns: readonly CsvColumn[], before: Readonly<Record<string, CsvValue>>, after: Readonly<Record<string, CsvValue>>): CsvChange[] {
  return columns
    .filter((one) => one.name !== 'id' && one.name in after && !sameValue(before[one.name], after[one.name]))
    .map((one) => ({ field: one.name, from: before[one.name] ?? null, to: after[one.name] ?? null }));
}
