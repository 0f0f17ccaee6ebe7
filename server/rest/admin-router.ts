// Every /api/admin route, in one router that api-router.ts mounts behind the requireStaff gate.
import { Router } from 'express';
import { contactsAdminRest } from '../features/contacts/contacts.rest';
import { drinksAdminRest } from '../features/drinks/drinks.rest';
import { highlightsAdminRest } from '../features/highlights/highlights.rest';
import { menuAdminRest } from '../features/menu/menu.rest';
import { offersAdminRest } from '../features/offers/offers.rest';
import { uploadsAdminRest } from '../features/uploads/uploads.rest';

/** Registers a domain's admin routes on the admin router, with paths relative to /api/admin. */
export type AdminRoutes = (router: Router) => void;

export const ADMIN_ROUTES: AdminRoutes[] = [offersAdminRest, highlightsAdminRest, menuAdminRest, drinksAdminRest, contactsAdminRest, uploadsAdminRest];

export function createAdminRouter(): Router {
  const admin = Router();
  for (const register of ADMIN_ROUTES) register(admin);
  return admin;
}
