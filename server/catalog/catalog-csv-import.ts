// The menu or the drinks back in from a spreadsheet (API.md "Menu": import): what Excel (a Spanish-locale one saves
// `;` and decimal commas) and Google Sheets save, read by csv-parse. Every row is checked by the item's own rules (the
// kind's zod input, as a create or a save in the admin); a row with an `id` changes that item, one without adds one,
// a category unknown by name is created. Any bad cell: a 400 naming every one by row and column, nothing written.
// A preview (dryRun) writes nothing; otherwise it all goes in one transaction, logged as one entry with its counts.
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { ALLERGEN_WORDS, DIET_WORDS } from '../../shared/rules/dietary';
import { clause } from '../../shared/rules/activity-sentences';
import {
  csvChanges,
  csvColumns,
  decimalCell,
  detectDelimiter,
  findCsvColumn,
  flagCell,
  unguardCell,
  unknownWords,
  UTF8_BOM,
  type CsvColumn,
  type CsvValue,
} from '../../shared/rules/catalog-csv';
import { splitPipeList } from '../../shared/rules/pipe-list';
import { slugify } from '../../shared/rules/slug';
import type { Translations } from '../../shared/rules/translations';
import { CSV_EMPTY_MESSAGE, CSV_TOO_LARGE_MESSAGE, MAX_CSV_IMPORT_BYTES, type CsvCellError, type CsvImportResult, type CsvImportRow } from '../../shared/schemas/catalog-csv';
import type { Ctx } from '../context';
import { AppError, cellErrors } from '../errors';
import { asOneActivityEntry } from '../activity-log/one-entry';
import { catalogCsvItems, csvValueOf, type CsvItem } from './catalog-csv-export';
import type { AnyCatalogKind, CategoryRow } from './catalog-kind';
import { createCatalogCategory, createCatalogItem, replaceCatalogItem } from './catalog.service';

type Delimiter = ',' | ';';

/** One row of the file, checked: what it does and the item's data as the create / save take it. */
interface PlannedRow extends CsvImportRow {
  data: Record<string, unknown> & { category: string };
}

/** The file's records (header first), or a 400 naming the record that cannot be read. */
function readRecords(text: string, delimiter: Delimiter): string[][] {
  try {
    return parse(text, { delimiter, bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true }) as string[][];
  } catch (error) {
    const { records, message } = error as { records?: number; message?: string };
    const row = (records ?? 0) + 1;
    const why = `This row cannot be read as CSV: ${String(message ?? 'bad quoting').replace(/\s+at line \d+.*$/, '')}.`;
    throw cellErrors(`Row ${row}: ${why}`, [{ row, column: '', message: why }]);
  }
}

/** The header row's columns by position (null: a blank heading, whose cells are ignored), or a 400 naming each bad one. */
function readHeader(header: readonly string[], columns: readonly CsvColumn[]): (CsvColumn | null)[] {
  const errors: CsvCellError[] = [];
  const seen = new Set<string>();
  const mapped = header.map((cell) => {
    const heading = cell.replace(UTF8_BOM, '').trim();
    if (!heading) return null;
    const found = findCsvColumn(columns, heading);
    if (!found) errors.push({ row: 1, column: heading, message: `Unknown column "${heading}": the columns are ${columns.map((one) => one.name).join(', ')}.` });
    else if (seen.has(found.name)) errors.push({ row: 1, column: found.name, message: `The column "${found.name}" is there twice.` });
    else seen.add(found.name);
    return found ?? null;
  });
  if (!seen.has('name') && !errors.length) errors.push({ row: 1, column: 'name', message: 'The header row has no "name" column.' });
  if (errors.length) throw cellErrors(errors[0]!.message, errors);
  return mapped;
}

/** The item as a create / save takes it, from what it holds now (a row leaves the columns it lacks as they are). */
function inputOf(item: CsvItem, columns: readonly CsvColumn[]): Record<string, unknown> {
  const input: Record<string, unknown> = { category: item.category.slug, translations: structuredClone(item.dto.translations ?? {}) };
  for (const column of columns) if (!column.lang && column.name !== 'id' && column.name !== 'category') input[column.field] = item.dto[column.field];
  return input;
}

/** The column a zod issue is about: `price`, `description_es` (for translations.es.description). */
function columnOfIssue(path: readonly PropertyKey[]): string {
  const [first, lang, field] = path.map(String);
  if (first === 'translations' && lang && field) return `${field}_${lang}`;
  return first ?? '';
}

/** The categories by their name (any case) and slug, and those the file adds, by slug. */
class CategoryNames {
  private readonly known: CategoryRow[];
  readonly added = new Map<string, string>();

  constructor(categories: CategoryRow[]) {
    this.known = categories;
  }

  /** The slug of the category a cell names, planning a new one when none is called so; null when no slug can be made. */
  slugOf(name: string): string | null {
    const wanted = name.trim().toLowerCase();
    const byName = this.known.find((category) => category.name.trim().toLowerCase() === wanted);
    if (byName) return byName.slug;
    const slug = slugify(name);
    if (!slug) return null;
    if (!this.known.some((category) => category.slug === slug) && !this.added.has(slug)) this.added.set(slug, name.trim());
    return slug;
  }

  nameOf(slug: string): string {
    return this.known.find((category) => category.slug === slug)?.name ?? this.added.get(slug) ?? slug;
  }
}

interface RowContext {
  kind: AnyCatalogKind;
  columns: readonly CsvColumn[];
  present: readonly CsvColumn[];
  delimiter: Delimiter;
  items: ReadonlyMap<number, CsvItem>;
  categories: CategoryNames;
  seenIds: Set<number>;
}

/** One record checked: its plan, or its bad cells. */
function checkRow(row: number, cells: ReadonlyMap<string, string>, context: RowContext): PlannedRow | CsvCellError[] {
  const { kind, columns, present, delimiter, items, categories, seenIds } = context;
  const errors: CsvCellError[] = [];
  const bad = (column: string, message: string) => errors.push({ row, column, message });
  const idCell = cells.get('id')?.trim() ?? '';
  let existing: CsvItem | undefined;
  if (idCell) {
    const id = /^\d{1,15}$/.test(idCell) ? Number(idCell) : NaN;
    existing = items.get(id);
    if (!existing) bad('id', `No ${kind.itemLabel.toLowerCase()} has the id "${idCell}": leave the id empty to add one.`);
    else if (seenIds.has(id)) bad('id', `The id ${id} is on an earlier row too.`);
    else seenIds.add(id);
  }
  const input: Record<string, unknown> = existing ? inputOf(existing, columns) : { translations: {} };
  const translations = input.translations as Translations;
  for (const column of present) {
    const cell = cells.get(column.name) ?? '';
    if (column.type === 'id') continue;
    if (column.lang) {
      const language = column.lang as keyof Translations;
      translations[language] = { ...translations[language], [column.field]: cell };
    } else if (column.type === 'category') {
      const slug = cell.trim() ? categories.slugOf(cell) : '';
      if (slug === null) bad('category', 'Category must contain a letter or a digit.');
      input.category = slug ?? '';
    } else if (column.type === 'price' || column.type === 'decimal') {
      input[column.field] = decimalCell(cell, delimiter);
    } else if (column.type === 'flag') {
      const flag = flagCell(cell);
      if (flag !== undefined) input[column.field] = flag;
      else if (!existing) delete input[column.field];
    } else if (column.type === 'int') {
      input[column.field] = cell.trim() === '' ? undefined : cell;
    } else if (column.type === 'diet' || column.type === 'allergens') {
      // A word the house does not know is a typo to fix, unless the item already carries it (a tag staff typed).
      const own = existing ? splitPipeList(String(existing.dto[column.field] ?? '')) : [];
      const unknown = unknownWords(cell, column.type === 'diet' ? DIET_WORDS : ALLERGEN_WORDS, own);
      if (unknown.length) {
        const noun = column.type === 'diet' ? 'dietary tag' : 'allergen';
        bad(column.name, `Unknown ${noun}${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')} (known: ${(column.type === 'diet' ? DIET_WORDS : ALLERGEN_WORDS).join(', ')}; separate them with |).`);
      }
      input[column.field] = cell;
    } else {
      input[column.field] = cell;
    }
  }
  const parsed = (kind.input as z.ZodType).safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOfIssue(issue.path);
      if (!errors.some((error) => error.column === column)) bad(column, issue.message);
    }
  }
  if (errors.length || !parsed.success) return errors;
  const data = parsed.data as PlannedRow['data'];
  const after: Record<string, CsvValue> = {};
  for (const column of present) {
    if (column.type === 'id') continue;
    if (column.name === 'category') after.category = categories.nameOf(data.category);
    else if (column.lang) after[column.name] = (data.translations as Translations | undefined)?.[column.lang as keyof Translations]?.[column.field] as string | undefined ?? null;
    else after[column.name] = (data[column.field] ?? null) as CsvValue;
  }
  const before: Record<string, CsvValue> = existing ? Object.fromEntries(columns.map((column) => [column.name, csvValueOf(existing, column)])) : {};
  // A new item's changes are the cells the row fills (not the defaults of those it leaves blank).
  const changes = csvChanges(columns, before, after).filter((change) => existing || (cells.get(change.field) ?? '').trim() !== '');
  const action = !existing ? 'add' : changes.length ? 'change' : 'same';
  return { row, action, id: existing?.dto.id ?? null, name: String(data.name), changes, data };
}

/** Reads, checks and compares the whole file: every row's plan, or a 400 naming every bad cell. */
async function planImport(ctx: Ctx, kind: AnyCatalogKind, text: string): Promise<{ rows: PlannedRow[]; newCategories: Map<string, string> }> {
  if (Buffer.byteLength(text, 'utf8') > MAX_CSV_IMPORT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', CSV_TOO_LARGE_MESSAGE);
  const delimiter = detectDelimiter(text);
  const records = readRecords(text, delimiter);
  const [header, ...body] = records;
  if (!header) throw cellErrors(CSV_EMPTY_MESSAGE, [{ row: 1, column: '', message: CSV_EMPTY_MESSAGE }]);
  const columns = csvColumns(kind.name);
  const byPosition = readHeader(header, columns);
  const present = columns.filter((column) => byPosition.includes(column));
  const [items, categories] = await Promise.all([catalogCsvItems(ctx, kind), ctx.em.find(kind.categoryEntity, {}) as Promise<CategoryRow[]>]);
  const context: RowContext = { kind, columns, present, delimiter, items: new Map(items.map((item) => [item.dto.id, item])), categories: new CategoryNames(categories), seenIds: new Set() };
  const rows: PlannedRow[] = [];
  const errors: CsvCellError[] = [];
  body.forEach((record, index) => {
    const row = index + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    const extra = record.slice(byPosition.length).some((cell) => cell.trim() !== '');
    if (extra) {
      errors.push({ row, column: '', message: `This row has more cells than the header row has columns (${byPosition.length}).` });
      return;
    }
    const cells = new Map<string, string>();
    byPosition.forEach((column, position) => {
      if (column) cells.set(column.name, unguardCell(record[position] ?? ''));
    });
    const checked = checkRow(row, cells, context);
    if (Array.isArray(checked)) errors.push(...checked);
    else rows.push(checked);
  });
  if (errors.length) {
    const first = errors[0]!;
    const count = errors.length === 1 ? 'A cell' : `${errors.length} cells`;
    throw cellErrors(`${count} of the file cannot be imported, so nothing was written. Row ${first.row}${first.column ? `, ${first.column}` : ''}: ${first.message}`, errors);
  }
  return { rows, newCategories: context.categories.added };
}

function answer(rows: readonly CsvImportRow[]): CsvImportResult {
  const count = (action: CsvImportRow['action']) => rows.filter((row) => row.action === action).length;
  return { added: count('add'), changed: count('change'), unchanged: count('same'), rows: rows.map(({ row, action, id, name, changes }) => ({ row, action, id, name, changes })) };
}

/** The import: a preview (`dryRun`) or the writes, in one transaction logged as one entry with its counts. */
export async function importCatalogCsv(ctx: Ctx, kind: AnyCatalogKind, text: string, dryRun: boolean): Promise<CsvImportResult> {
  const { rows, newCategories } = await planImport(ctx, kind, text);
  if (dryRun) return answer(rows);
  const written = await asOneActivityEntry(
    ctx,
    async (scoped) => {
      for (const [slug, name] of newCategories) await createCatalogCategory(scoped, kind, { name, slug, translations: {} });
      const done: CsvImportRow[] = [];
      for (const row of rows) {
        if (row.action === 'add') done.push({ ...row, id: ((await createCatalogItem(scoped, kind, row.data)) as { id: number }).id });
        else {
          if (row.action === 'change') await replaceCatalogItem(scoped, kind, row.id!, row.data);
          done.push(row);
        }
      }
      return answer(done);
    },
    // A file that changes nothing writes nothing, and the log says nothing.
    (result) => (result.added + result.changed === 0 ? null : {
      entity: kind.name === 'menu' ? 'dish' : 'drink',
      action: 'update',
      summary: [clause(kind.name === 'menu' ? 'menuImported' : 'drinksImported', { added: result.added, changed: result.changed, unchanged: result.unchanged })],
    }),
  );
  return written;
}
