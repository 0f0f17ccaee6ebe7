// The import's preview in words: a file's text as a spreadsheet saved it, each column named in the admin's
// language (`price`, `descripción (español)`), each value as the site shows it (`$12.50`, `yes`), and the bad
// cells the server named. Pure, beside its test.
import { isLang, type Lang } from '../../../shared/config/languages';
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import { csvColumns, type CsvCatalogKind, type CsvValue } from '../../../shared/rules/catalog-csv';
import { formatPrice } from '../../../shared/rules/price';
import type { CsvCellError } from '../../../shared/schemas/catalog-csv';
import type { AdminTranslate } from '../../i18n/admin-language';
import { languageName } from '../../i18n/language-name';

/**
 * A file's text: UTF-8 (Excel's "CSV UTF-8", Google Sheets), else Windows-1252, which Excel's plain "CSV" still
 * saves in (so "Jamón" does not arrive as "Jam�n").
 */
export function csvFileText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A column as the preview names it: `price`, or `description (Spanish)` for `description_es`. */
export function csvFieldLabel(kind: CsvCatalogKind, column: string, t: AdminTranslate, lang: Lang): string {
  const found = csvColumns(kind).find((one) => one.name === column);
  if (!found) return column;
  const field = t(`catalog.csv.field.${found.field}` as AdminKey);
  return found.lang && isLang(found.lang) ? t('catalog.csv.inLanguage', { field, language: languageName(found.lang, lang) }) : field;
}

/** A value as the preview shows it: a price as the site writes it, a flag yes/no, nothing as "(empty)". */
export function csvValueText(column: string, value: CsvValue, t: AdminTranslate, lang: Lang, currency: string): string {
  if (value === null || value === '') return t('catalog.csv.blank');
  if (typeof value === 'boolean') return t(value ? 'catalog.csv.yes' : 'catalog.csv.no');
  if (column === 'price' && typeof value === 'number') return formatPrice(value, currency, lang);
  if ((column === 'dietaryTags' || column === 'allergens') && typeof value === 'string') return value.split('|').join(', ');
  return String(value);
}

/** The bad cells of a refused import (the 400's `errors`, in a tRPC error's data), or null for another failure. */
export function cellErrorsOf(error: unknown): CsvCellError[] | null {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : null;
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : null;
  if (!Array.isArray(errors)) return null;
  return errors.filter((one): one is CsvCellError => !!one && typeof one === 'object' && typeof (one as CsvCellError).row === 'number' && typeof (one as CsvCellError).message === 'string');
}
