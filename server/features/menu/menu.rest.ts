import { Router } from 'express';
import type { PublicMenuItem } from '../../../shared/schemas/menu';
import type { AdminRoutes } from '../../rest/admin-router';
import { withCtx } from '../../rest/handler';
import type { AppDeps } from '../../context';
import { mapCatalogItems } from '../catalog/public-catalog';
import { getPublicMenu } from './menu.service';

/** The frozen REST names of a public dish (API.md): snake_case where the contract says so. */
export function toWireMenuItem({ dietaryTags, spicyLevel, ...item }: PublicMenuItem) {
  return { ...item, dietary_tags: dietaryTags, spicy_level: spicyLevel };
}

export function menuRest(deps: AppDeps): Router {
  return Router().get('/menu/full', withCtx(deps, async (ctx, _req, res) => {
    res.json(mapCatalogItems(await getPublicMenu(ctx), toWireMenuItem));
  }));
}

/** Admin routes (behind the requireStaff gate). */
export const menuAdminRest: AdminRoutes = (_router) => {};
