// The admin tRPC procedures every catalog kind has: the twins of catalog.rest.ts, over the same service.
import { z } from 'zod';
import { booleanFlag, recordId } from '../../../shared/schemas/fields';
import { catalogListQuery, categoryInput, categoryUpdateInput } from '../../../shared/schemas/catalog';
import { authedProcedure, router } from '../../trpc/init';
import type { CatalogKind, CatalogItemData, CatalogItemRow } from './catalog-kind';
import * as catalog from './catalog.service';

export function catalogAdminProcedures<Item extends CatalogItemRow, Data extends CatalogItemData, Dto>(kind: CatalogKind<Item, Data, Dto>) {
  const id = z.object({ id: recordId('Id') });
  const flag = z.object({ id: recordId('Id'), value: booleanFlag('Value') });
  return {
    list: authedProcedure.input(catalogListQuery).query(({ ctx, input }) => catalog.listCatalogItems(ctx, kind, input)),
    get: authedProcedure.input(id).query(({ ctx, input }) => catalog.getCatalogItem(ctx, kind, input.id)),
    create: authedProcedure.input(kind.input).mutation(({ ctx, input }) => catalog.createCatalogItem(ctx, kind, input as Data)),
    update: authedProcedure.input(z.object({ id: recordId('Id'), data: kind.input })).mutation(({ ctx, input }) => catalog.replaceCatalogItem(ctx, kind, input.id, input.data)),
    remove: authedProcedure.input(id).mutation(({ ctx, input }) => catalog.deleteCatalogItem(ctx, kind, input.id)),
    setAvailable: authedProcedure.input(flag).mutation(({ ctx, input }) => catalog.setCatalogFlag(ctx, kind, input.id, 'available', input.value)),
    setFeatured: authedProcedure.input(flag).mutation(({ ctx, input }) => catalog.setCatalogFlag(ctx, kind, input.id, 'featured', input.value)),
    categories: router({
      list: authedProcedure.query(({ ctx }) => catalog.listCatalogCategories(ctx, kind)),
      create: authedProcedure.input(categoryInput).mutation(({ ctx, input }) => catalog.createCatalogCategory(ctx, kind, input)),
      update: authedProcedure.input(z.object({ id: recordId('Id'), data: categoryUpdateInput })).mutation(({ ctx, input }) => catalog.updateCatalogCategory(ctx, kind, input.id, input.data)),
      remove: authedProcedure.input(id).mutation(({ ctx, input }) => catalog.deleteCatalogCategory(ctx, kind, input.id)),
    }),
  };
}
