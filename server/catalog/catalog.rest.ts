// The admin REST routes every catalog kind has (API.md "Menu" and "Drinks"), under /admin/menu or /admin/drinks.
import { z } from 'zod';
import { catalogListQuery, categoryDto, categoryInput, categoryUpdateInput, flagValue, priceChange, type CategoryDto } from '../../shared/schemas/catalog';
import { defineRoute } from '../rest/api-route';
import type { ApiTag } from '../rest/openapi/api-tags';
import type { CatalogItemData, CatalogItemRow, CatalogKind } from './catalog-kind';
import * as catalog from './catalog.service';
import { csvColumns } from '../../shared/rules/catalog-csv';
import { csvImportQuery, csvImportResult, CSV_TOO_LARGE_MESSAGE, MAX_CSV_IMPORT_BYTES, type CsvImportResult } from '../../shared/schemas/catalog-csv';
import { catalogCsvText, exportCatalogCsv, type CsvItem } from './catalog-csv-export';
import { importCatalogCsv } from './catalog-csv-import';

/** How the documentation speaks of a kind, with its examples. */
export interface CatalogDocs<Dto> {
  tag: ApiTag;
  /** "dish", "drink", and their plurals. */
  noun: string;
  plural: string;
  examples: { input: unknown; item: Dto; category: CategoryDto; newItemName: string };
  /** What else goes when an item is deleted. */
  deleteNote?: string;
}

export function catalogAdminRoutes<Item extends CatalogItemRow, Data extends CatalogItemData, Dto extends { id: number }>(kind: CatalogKind<Item, Data, Dto>, docs: CatalogDocs<Dto>) {
  const base = `/admin/${kind.name}`;
  const { tag, noun, plural, examples } = docs;
  const itemId = { id: kind.itemLabel };
  const categoryId = { id: 'Category' };
  const id = examples.item.id;
  const flag = (name: catalog.CatalogFlag, summary: string, description: string) =>
    defineRoute({
      method: 'patch',
      path: `${base}/:id/${name === 'available' ? 'availability' : name}`,
      auth: 'staff',
      // Switching a dish or drink on and off is the floor's job; featuring it is the content's.
      role: name === 'available' ? 'staff' : 'manager',
      tag,
      summary,
      description,
      params: itemId,
      query: flagValue,
      response: { status: 204, description: 'Done.' },
      example: { params: { id }, query: { value: 'false' } },
      handle: ({ ctx, params, query }) => catalog.setCatalogFlag(ctx, kind, params.id, name, query.value),
    });
  const ITEM_RULES =
    '`name` is required; `price` is a number of 0 or more (text such as "$12.50" is parsed); tags and allergens are a pipe list or an '
    + 'array, stored canonical; `category` is a category\'s slug (unknown: 400). Unknown fields are ignored.';

  const csvExample = catalogCsvText(kind.name, [{ dto: examples.item as unknown as CsvItem['dto'], category: { ...examples.category, translations: null } }]);
  const price = (examples.item as { price?: number }).price ?? 12;
  const importExample: CsvImportResult = {
    added: 1,
    changed: 1,
    unchanged: 0,
    rows: [
      { row: 2, action: 'change', id, name: String((examples.item as { name?: string }).name), changes: [{ field: 'price', from: price, to: price + 1 }] },
      { row: 3, action: 'add', id: null, name: examples.newItemName, changes: [{ field: 'category', from: null, to: examples.category.name }, { field: 'name', from: null, to: examples.newItemName }, { field: 'price', from: null, to: 9 }] },
    ],
  };
  const columnList = csvColumns(kind.name).map((column) => `\`${column.name}\``).join(', ');

  // Categories first: "/categories" must not be taken for an item id.
  return [
    defineRoute({
      method: 'get',
      path: `${base}/categories`,
      auth: 'staff',
      role: 'staff',
      tag,
      summary: 'List categories',
      description: 'Every category in display order, with how many items it holds.',
      response: { status: 200, description: 'The categories.', schema: z.array(categoryDto) },
      example: { response: [examples.category] },
      handle: ({ ctx }) => catalog.listCatalogCategories(ctx, kind),
    }),
    defineRoute({
      method: 'post',
      path: `${base}/categories`,
      auth: 'staff',
      role: 'manager',
      tag,
      summary: 'Create a category',
      description: 'The slug is derived from the name when not given: accents stripped, lowercase, non-alphanumerics to hyphens.',
      body: categoryInput,
      response: { status: 201, description: 'Created.', schema: categoryDto, location: (created) => `/api${base}/categories/${created.id}` },
      errors: { 409: 'A category with that slug already exists.' },
      example: { body: { name: examples.category.name }, response: examples.category },
      handle: ({ ctx, body }) => catalog.createCatalogCategory(ctx, kind, body),
    }),
    defineRoute({
      method: 'put',
      path: `${base}/categories/:id`,
      auth: 'staff',
      role: 'manager',
      tag,
      summary: 'Rename or reorder a category',
      description: 'What is left out stays; a new name without a slug derives a new slug.',
      params: categoryId,
      body: categoryUpdateInput,
      response: { status: 200, description: 'The updated category.', schema: categoryDto },
      errors: { 409: 'Another category has that slug.' },
      example: { params: { id: examples.category.id }, body: { displayOrder: 2 }, response: { ...examples.category, displayOrder: 2 } },
      handle: ({ ctx, params, body }) => catalog.updateCatalogCategory(ctx, kind, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/categories/:id`,
      auth: 'staff',
      role: 'manager',
      tag,
      summary: 'Delete an empty category',
      description: `Only a category without ${plural} can go: move or delete them first.`,
      params: categoryId,
      response: { status: 204, description: 'Deleted.' },
      errors: { 409: `The category still has ${plural}.` },
      example: { params: { id: examples.category.id } },
      handle: ({ ctx, params }) => catalog.deleteCatalogCategory(ctx, kind, params.id),
    }),
    // Before /:id, which would take "export.csv" and "import" for an id.
    defineRoute({
      method: 'get',
      path: `${base}/export.csv`,
      auth: 'staff',
      role: 'manager',
      tag,
      summary: `Export the ${plural} as a spreadsheet (CSV)`,
      description:
        `Every ${noun}, category by category as guests see them, as UTF-8 CSV with a byte-order mark (so Excel shows accents), CRLF line ends and RFC 4180 quoting. `
        + `Header row: ${columnList}. \`category\` is the category's name; prices are plain decimals (\`12.50\`); flags \`true\`/\`false\`; tags and allergens pipe lists; `
        + 'a column per translated field and language (`name_es`…), empty when not translated. A cell starting with `=`, `+`, `-`, `@` (or their full-width forms), a tab or a '
        + 'carriage return gets a leading `\'` so spreadsheets don\'t run it; the import takes it off again. The file is named for the bar\'s date. Import it back with `import`.',
      response: {
        status: 200,
        description: 'The CSV file, starting with a UTF-8 byte-order mark.',
        schema: z.string(),
        contentType: 'text/csv; charset=utf-8',
        headers: { 'Content-Disposition': `\`attachment; filename=${kind.name}-YYYY-MM-DD.csv\` (the bar's date)` },
      },
      example: { response: csvExample },
      handle: async ({ ctx, res }) => {
        const { filename, csv } = await exportCatalogCsv(ctx, kind);
        res.setHeader('Content-Disposition', `attachment; filename=${filename}`);
        return csv;
      },
    }),
    defineRoute({
      method: 'post',
      path: `${base}/import`,
      auth: 'staff',
      role: 'manager',
      tag,
      summary: `Import the ${plural} from a spreadsheet (CSV)`,
      description:
        `The body is a CSV file (\`Content-Type: text/csv\`, at most 1 MB) with the export's header row: columns in any order (a column left out leaves that field as it is; an unknown one is a 400), `
        + '`,` or `;` separated (read from the header row), a BOM, CRLF and quoted cells accepted. In a `;`-separated file (as a Spanish-locale Excel saves it) a price may have a decimal comma (`12,50`). '
        + `A row with an \`id\` changes that ${noun} (an unknown id is an error on that row); a row without one adds a ${noun}; a category unknown by name is created. `
        + `Each row is checked by the rules of \`POST ${`/api${base}`}\` (and allergens and dietary tags must be known words, unless the ${noun} already carries them): any bad cell is a 400 `
        + 'whose `errors` name each by `row` (the header being 1) and `column`, and nothing is written. `dryRun=true` answers what would be added, changed (field by field) and left alone, '
        + 'writing nothing; without it (or `dryRun=false`) the same answer after writing it all in one transaction, recorded in the activity log as one entry with the counts. '
        + 'A file exported and imported back unchanged: every row `same`.',
      query: csvImportQuery,
      textBody: { mediaType: 'text/csv', maxBytes: MAX_CSV_IMPORT_BYTES, tooLargeMessage: CSV_TOO_LARGE_MESSAGE, description: `A CSV file with the header row of \`export.csv\`.`, example: csvExample },
      response: { status: 200, description: 'What the file adds, changes and leaves alone, row by row.', schema: csvImportResult },
      errors: {
        400: 'A bad cell, an unknown column or id, or a file that is not CSV: `errors` lists each `{ row, column, message }`; nothing written.',
        413: 'The file is larger than 1 MB.',
        415: 'The body is not `text/csv`.',
      },
      example: { query: { dryRun: 'true' }, response: importExample },
      handle: ({ ctx, query, req }) => importCatalogCsv(ctx, kind, String(req.body), query.dryRun ?? false),
    }),
    defineRoute({
      method: 'get',
      path: base,
      auth: 'staff',
      role: 'staff',
      tag,
      summary: `List ${plural}`,
      description: `A page of ${plural} by display order (null last), then id; \`category\` is a slug (unknown: 400); \`q\` matches name and description, ignoring accents and case.`,
      query: catalogListQuery,
      response: { status: 200, description: `A page of ${plural}.`, schema: kind.page },
      example: { query: { category: examples.category.slug, size: '10' }, response: { content: [examples.item], totalElements: 1, totalPages: 1, number: 0, size: 10 } },
      handle: ({ ctx, query }) => catalog.listCatalogItems(ctx, kind, query),
    }),
    defineRoute({
      method: 'post',
      path: base,
      auth: 'staff',
      role: 'manager',
      tag,
      summary: `Create a ${noun}`,
      description: ITEM_RULES,
      body: kind.input,
      response: { status: 201, description: 'Created.', schema: kind.dto, location: (created) => `/api${base}/${created.id}` },
      example: { body: examples.input, response: examples.item },
      handle: ({ ctx, body }) => catalog.createCatalogItem(ctx, kind, body),
    }),
    defineRoute({
      method: 'get',
      path: `${base}/:id`,
      auth: 'staff',
      role: 'staff',
      tag,
      summary: `One ${noun}`,
      description: `The ${noun} with every field the editor shows, hidden or not.`,
      params: itemId,
      response: { status: 200, description: `The ${noun}.`, schema: kind.dto },
      example: { params: { id }, response: examples.item },
      handle: ({ ctx, params }) => catalog.getCatalogItem(ctx, kind, params.id),
    }),
    defineRoute({
      method: 'put',
      path: `${base}/:id`,
      auth: 'staff',
      role: 'manager',
      tag,
      summary: `Replace a ${noun}`,
      description: `Every editable field is replaced: what is left out takes its default. ${ITEM_RULES}`,
      params: itemId,
      body: kind.input,
      response: { status: 200, description: `The updated ${noun}.`, schema: kind.dto },
      example: { params: { id }, body: examples.input, response: examples.item },
      handle: ({ ctx, params, body }) => catalog.replaceCatalogItem(ctx, kind, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/:id`,
      auth: 'staff',
      role: 'manager',
      tag,
      summary: `Delete a ${noun}`,
      description: `The ${noun} is deleted for good.${docs.deleteNote ? ` ${docs.deleteNote}` : ''}`,
      params: itemId,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id } },
      handle: ({ ctx, params }) => catalog.deleteCatalogItem(ctx, kind, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: `${base}/:id/price`,
      auth: 'staff',
      role: 'manager',
      tag,
      summary: `Change a ${noun}'s price`,
      description: `Only the price changes (as the admin's list changes it in place), with the price rules of the whole ${noun}: a number of 0 or more, or a plain decimal text with an optional "$"; other text ("12,50") is a 400 naming \`price\`.`,
      params: itemId,
      body: priceChange,
      response: { status: 200, description: `The ${noun} with its new price.`, schema: kind.dto },
      example: { params: { id }, body: { price: 12.5 }, response: { ...examples.item, price: 12.5 } },
      handle: ({ ctx, params, body }) => catalog.setCatalogPrice(ctx, kind, params.id, body.price),
    }),
    flag('available', `Show or hide a ${noun} (sold out)`, `\`value=false\` hides the ${noun} from the public pages (sold out tonight); \`value=true\` shows it again.`),
    flag('featured', `Feature a ${noun} or not`, `\`value=true\` marks the ${noun} as featured (the public lists show featured items first); \`value=false\` removes the mark.`),
  ];
}
