import { router } from './init';
import { adminRouter } from './admin-router';
import { authTrpc } from '../features/auth/auth.trpc';
import { contactsTrpc } from '../features/contacts/contacts.trpc';
import { drinksTrpc } from '../features/drinks/drinks.trpc';
import { highlightsTrpc } from '../features/highlights/highlights.trpc';
import { hoursTrpc } from '../features/hours/hours.trpc';
import { menuTrpc } from '../features/menu/menu.trpc';
import { offersTrpc } from '../features/offers/offers.trpc';

export const appRouter = router({
  auth: authTrpc,
  menu: menuTrpc,
  drinks: drinksTrpc,
  highlights: highlightsTrpc,
  offers: offersTrpc,
  hours: hoursTrpc,
  contact: contactsTrpc,
  admin: adminRouter,
});

/** The only server type the SPA imports. */
export type AppRouter = typeof appRouter;
