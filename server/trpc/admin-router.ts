// The tRPC `admin` branch: every procedure is built on authedProcedure (server/trpc/init.ts).
import { router } from './init';
import { contactsAdminTrpc } from '../features/contacts/contacts.trpc';
import { drinksAdminTrpc } from '../features/drinks/drinks.trpc';
import { highlightsAdminTrpc } from '../features/highlights/highlights.trpc';
import { hoursAdminTrpc } from '../features/hours/hours.trpc';
import { menuAdminTrpc } from '../features/menu/menu.trpc';
import { offersAdminTrpc } from '../features/offers/offers.trpc';
import { uploadsAdminTrpc } from '../features/uploads/uploads.trpc';

export const adminRouter = router({
  offers: offersAdminTrpc,
  highlights: highlightsAdminTrpc,
  menu: menuAdminTrpc,
  drinks: drinksAdminTrpc,
  hours: hoursAdminTrpc,
  contacts: contactsAdminTrpc,
  uploads: uploadsAdminTrpc,
});
