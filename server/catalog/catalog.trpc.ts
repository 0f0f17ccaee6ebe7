// The admin tRPC procedures every catalog kind has: the twins of catalog.rest.ts, over the same service.
import { z } from 'zod';
import { booleanFlag, recordId } from '../../shared/schemas/fields';
import { catalogGroupsQuery, catalogListQuery, categoryInput, categoryUpdateInput, priceChange } from '../../shared/schemas/catalog';
import { adminProcedure, router } from '../trpc/init';
import type { CatalogKind, CatalogItemData, CatalogItemRow } from './catalog-kind';
import * as catalog from './catalog.service';
import { csvImportInput } from '../../shared/schemas/catalog-csv';
import { exportCatalogCsv } from './catalog-csv-export';
import { importCatalogCsv } from './catalog-csv-import';

/** What the grouped list reads of an item. */
type CatalogListedDto = { id: number; category: string; featured: boolean; displayOrder: number | null };

export function catalogAdminProcedures<Item extends CatalogItemRow, Data extends CatalogItemData, Dto extends CatalogListedDto>(kind: CatalogKind<Item, Data, Dto>) {
  const id = z.object({ id: recordId('Id') });
  const flag = z.object({ id: recordId('Id'), value: booleanFlag('Value') });
  return {
    list: adminProcedure('staff').input(catalogListQuery).query(({ ctx, input }) => catalog.listCatalogItems(ctx, kind, input)),
    groups: adminProcedure('staff').input(catalogGroupsQuery).query(({ ctx, input }) => catalog.listCatalogGroups(ctx, kind, input)),
    get: adminProcedure('staff').input(id).query(({ ctx, input }) => catalog.getCatalogItem(ctx, kind, input.id)),
    create: adminProcedure('manager').input(kind.input).mutation(({ ctx, input }) => catalog.createCatalogItem(ctx, kind, input as Data)),
    update: adminProcedure('manager').input(z.object({ id: recordId('Id'), data: kind.input })).mutation(({ ctx, input }) => catalog.replaceCatalogItem(ctx, kind, input.id, input.data)),
    remove: adminProcedure('manager').input(id).mutation(({ ctx, input }) => catalog.deleteCatalogItem(ctx, kind, input.id)),
    setAvailable: adminProcedure('staff').input(flag).mutation(({ ctx, input }) => catalog.setCatalogFlag(ctx, kind, input.id, 'available', input.value)),
    setPrice: adminProcedure('manager').input(priceChange.extend({ id: recordId('Id') })).mutation(({ ctx, input }) => catalog.setCatalogPrice(ctx, kind, input.id, input.price)),
    setFeatured: adminProcedure('manager').input(flag).mutation(({ ctx, input }) => catalog.setCatalogFlag(ctx, kind, input.id, 'featured', input.value)),
    /** The spreadsheet (API.md "Menu": export.csv, import): the file's name and text; the import's preview or writes. */
    exportCsv: adminProcedure('manager').query(({ ctx }) => exportCatalogCsv(ctx, kind)),
    importCsv: adminProcedure('manager').input(csvImportInput).mutation(({ ctx, input }) => importCatalogCsv(ctx, kind, input.csv, input.dryRun)),
    categories: router({
      list: adminProcedure('staff').query(({ ctx }) => catalog.listCatalogCategories(ctx, kind)),
      create: adminProcedure('manager').input(categoryInput).mutation(({ ctx, input }) => catalog.createCatalogCategory(ctx, kind, input)),
      update: adminProcedure('manager').input(z.object({ id: recordId('Id'), data: categoryUpdateInput })).mutation(({ ctx, input }) => catalog.updateCatalogCategory(ctx, kind, input.id, input.data)),
      remove: adminProcedure('manager').input(id).mutation(({ ctx, input }) => catalog.deleteCatalogCategory(ctx, kind, input.id)),
    }),
  };
}
