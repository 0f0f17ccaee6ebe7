// The admin REST routes every catalog kind has (API.md "Menu" and "Drinks"), registered under /menu or /drinks.
import type { Router } from 'express';
import { catalogListQuery, categoryInput, categoryUpdateInput, flagValue } from '../../../shared/schemas/catalog';
import { parseInput } from '../../lib/validate';
import { requireIdParam } from '../../rest/params';
import { staffRoute } from '../../rest/require-staff';
import type { AnyCatalogKind } from './catalog-kind';
import * as catalog from './catalog.service';

export function registerCatalogAdminRoutes(router: Router, kind: AnyCatalogKind): void {
  const base = `/${kind.name}`;
  const flag = (name: catalog.CatalogFlag) =>
    staffRoute(async (ctx, req, res) => {
      await catalog.setCatalogFlag(ctx, kind, requireIdParam(req, kind.itemLabel), name, parseInput(flagValue, req.query).value);
      res.status(204).end();
    });

  // Categories first: "/menu/categories" must not be taken for an item id.
  router
    .get(`${base}/categories`, staffRoute(async (ctx, _req, res) => {
      res.json(await catalog.listCatalogCategories(ctx, kind));
    }))
    .post(`${base}/categories`, staffRoute(async (ctx, req, res) => {
      const created = await catalog.createCatalogCategory(ctx, kind, parseInput(categoryInput, req.body));
      res.status(201).location(`/api/admin${base}/categories/${created.id}`).json(created);
    }))
    .put(`${base}/categories/:id`, staffRoute(async (ctx, req, res) => {
      res.json(await catalog.updateCatalogCategory(ctx, kind, requireIdParam(req, 'Category'), parseInput(categoryUpdateInput, req.body)));
    }))
    .delete(`${base}/categories/:id`, staffRoute(async (ctx, req, res) => {
      await catalog.deleteCatalogCategory(ctx, kind, requireIdParam(req, 'Category'));
      res.status(204).end();
    }));

  router
    .get(base, staffRoute(async (ctx, req, res) => {
      res.json(await catalog.listCatalogItems(ctx, kind, parseInput(catalogListQuery, req.query)));
    }))
    .post(base, staffRoute(async (ctx, req, res) => {
      const created = await catalog.createCatalogItem(ctx, kind, parseInput(kind.input, req.body));
      res.status(201).location(`/api/admin${base}/${created.id}`).json(created);
    }))
    .get(`${base}/:id`, staffRoute(async (ctx, req, res) => {
      res.json(await catalog.getCatalogItem(ctx, kind, requireIdParam(req, kind.itemLabel)));
    }))
    .put(`${base}/:id`, staffRoute(async (ctx, req, res) => {
      const id = requireIdParam(req, kind.itemLabel);
      res.json(await catalog.replaceCatalogItem(ctx, kind, id, parseInput(kind.input, req.body)));
    }))
    .delete(`${base}/:id`, staffRoute(async (ctx, req, res) => {
      await catalog.deleteCatalogItem(ctx, kind, requireIdParam(req, kind.itemLabel));
      res.status(204).end();
    }))
    .patch(`${base}/:id/availability`, flag('available'))
    .patch(`${base}/:id/featured`, flag('featured'));
}
