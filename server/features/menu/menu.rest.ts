import { Router } from 'express';
import { highlightFlagInput, type PublicMenuItem } from '../../../shared/schemas/menu';
import { parseInput } from '../../lib/validate';
import { requireIdParam } from '../../rest/params';
import { staffRoute } from '../../rest/require-staff';
import { registerCatalogAdminRoutes } from '../catalog/catalog.rest';
import { menuCatalog } from './menu.catalog';
import type { AdminRoutes } from '../../rest/admin-router';
import { publicRead } from '../../rest/handler';
import type { AppDeps } from '../../context';
import { mapCatalogItems } from '../catalog/public-catalog';
import { getPublicMenu, setMenuHighlight } from './menu.service';

/** The frozen REST names of a public dish (API.md): snake_case where the contract says so. */
export function toWireMenuItem({ dietaryTags, spicyLevel, ...item }: PublicMenuItem) {
  return { ...item, dietary_tags: dietaryTags, spicy_level: spicyLevel };
}

export function menuRest(deps: AppDeps): Router {
  return Router().get('/menu/full', publicRead(deps, async (ctx) => mapCatalogItems(await getPublicMenu(ctx), toWireMenuItem)));
}

/** Admin routes (behind the requireStaff gate): the catalog's, plus the standing-highlight flag. */
export const menuAdminRest: AdminRoutes = (router) => {
  router.patch('/menu/:id/highlight', staffRoute(async (ctx, req, res) => {
    await setMenuHighlight(ctx, requireIdParam(req, 'Menu item'), parseInput(highlightFlagInput, req.query));
    res.status(204).end();
  }));
  registerCatalogAdminRoutes(router, menuCatalog);
};
