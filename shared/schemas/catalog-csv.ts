// The menu's and the drinks' spreadsheet (API.md "Menu": export.csv and import): the import's answer, and the
// admin's tRPC inputs. The columns and the rules that read a cell are shared/rules/catalog-csv.ts.
import { z } from 'zod';
import { booleanFlag } from './fields';

/** The most a file may hold (UTF-8 bytes): 413 over it. */
export const MAX_CSV_IMPORT_BYTES = 1024 * 1024;
export const CSV_TOO_LARGE_MESSAGE = 'The file is larger than 1 MB.';
export const CSV_EMPTY_MESSAGE = 'The file is empty: it needs the header row of an export.';

const csvValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const csvImportRow = z.object({
  row: z.number().int().describe('The record in the file, the header row being 1.'),
  action: z.enum(['add', 'change', 'same']),
  id: z.number().int().nullable().describe('The item the row changes or leaves alone; for an added one its new id once written, else null.'),
  name: z.string(),
  changes: z
    .array(z.object({ field: z.string().describe('The column: `price`, `description_es`…'), from: csvValue, to: csvValue }))
    .describe('What the row changes, column by column (an added item: every column it fills).'),
});
export type CsvImportRow = z.infer<typeof csvImportRow>;

export const csvImportResult = z
  .object({
    added: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    rows: z.array(csvImportRow),
  })
  .meta({ id: 'CatalogImportResult', description: 'What an import adds, changes and leaves alone, row by row.' });
export type CsvImportResult = z.infer<typeof csvImportResult>;

/** POST …/import?dryRun=true: a preview; false or left out writes. */
export const csvImportQuery = z.object({ dryRun: booleanFlag('dryRun').optional() });

/** The admin's import (tRPC): the file's text and whether only to preview it. */
export const csvImportInput = z.object({
  csv: z.string({ error: 'File must be text.' }),
  dryRun: booleanFlag('dryRun').default(true),
});

/** The admin's export (tRPC): the file's name (the bar's date) and its text. */
export const csvExportFile = z.object({ filename: z.string(), csv: z.string() });
export type CsvExportFile = z.infer<typeof csvExportFile>;

/** One bad cell, as the 400's `errors` (and the tRPC error's `data.errors`) name it. */
export interface CsvCellError {
  row: number;
  column: string;
  message: string;
}
