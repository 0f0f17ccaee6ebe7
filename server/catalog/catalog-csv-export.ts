// The menu or the drinks as a spreadsheet (API.md "Menu": export.csv): UTF-8 with a BOM (so Excel shows accents),
// CRLF, a header row, then one row an item in the order guests see them (category by category). The same columns
// come back in through the import (catalog-csv-import.ts), which reads an unchanged file as "nothing to do".
import { QueryOrder } from '@mikro-orm/core';
import { priceFieldText } from '../../shared/rules/price';
import { csvColumns, guardQuotedFormula, UTF8_BOM, type CsvColumn, type CsvValue } from '../../shared/rules/catalog-csv';
import { translationOf, type Translations } from '../../shared/rules/translations';
import type { Lang } from '../../shared/config/languages';
import type { CsvExportFile } from '../../shared/schemas/catalog-csv';
import type { Ctx } from '../context';
import { toCsv, type CsvCell } from '../lib/csv';
import { barToday } from '../lib/bar-date';
import type { AnyCatalogKind, CatalogItemRow, CategoryRow } from './catalog-kind';

/** What the export and the import's comparison read of an item: its DTO, with its category row. */
export interface CsvItem {
  dto: Record<string, unknown> & { id: number; name: string; translations?: Translations };
  category: CategoryRow;
}

/** Every item of the kind, category by category as guests see them, then by display order (unset last) and id. */
export async function catalogCsvItems(ctx: Ctx, kind: AnyCatalogKind): Promise<CsvItem[]> {
  const items = (await ctx.em.find(kind.itemEntity, {}, {
    populate: ['category'] as never,
    orderBy: [{ category: { displayOrder: QueryOrder.ASC } }, { category: { id: QueryOrder.ASC } }, { displayOrder: QueryOrder.ASC_NULLS_LAST }, { id: QueryOrder.ASC }] as never,
  })) as CatalogItemRow[];
  return items.map((item) => ({ dto: kind.toDto(item) as CsvItem['dto'], category: item.category }));
}

/** An item's value in a column, as the import compares it: a price a number, a flag a boolean, a blank null. */
export function csvValueOf(item: CsvItem, column: CsvColumn): CsvValue {
  if (column.name === 'category') return item.category.name;
  if (column.lang) return translationOf(item.dto.translations, column.lang as Lang, column.field) || null;
  const value = item.dto[column.field];
  if (value === undefined || value === null) return null;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

/** A value as the file writes it: a price as a form shows it (`14`, `10.50`), a flag `true`/`false`. */
function cellOf(value: CsvValue, column: CsvColumn): CsvCell {
  if (value === null) return '';
  if (column.type === 'price' && typeof value === 'number') return priceFieldText(value);
  if (typeof value === 'string') return guardQuotedFormula(value);
  return String(value);
}

/** `menu-2026-11-29.csv`: the kind and the bar's date. */
export function catalogCsvFilename(kind: AnyCatalogKind['name'], date: string): string {
  return `${kind}-${date}.csv`;
}

/** The file's text: a BOM, the header row, a row an item. */
export function catalogCsvText(kind: AnyCatalogKind['name'], items: readonly CsvItem[]): string {
  const columns = csvColumns(kind);
  const rows = items.map((item) => columns.map((column) => cellOf(csvValueOf(item, column), column)));
  return UTF8_BOM + toCsv(columns.map((column) => column.name), rows);
}

export async function exportCatalogCsv(ctx: Ctx, kind: AnyCatalogKind): Promise<CsvExportFile> {
  return { filename: catalogCsvFilename(kind.name, barToday(ctx)), csv: catalogCsvText(kind.name, await catalogCsvItems(ctx, kind)) };
}
