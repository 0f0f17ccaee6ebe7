// The contact form and the staff's inbox: what the app serves of this domain, for server/features.ts (its tables: contacts.tables.ts).
import type { ServerFeature } from '../../feature';
import { contactsActivity } from './contacts.activity';
import { contactsAdminRoutes, contactsPublicRoutes } from './contacts.rest';
import { contactsAdminTrpc, contactsTrpc } from './contacts.trpc';

export const contacts = {
  trpc: { public: { contact: contactsTrpc }, admin: { contacts: contactsAdminTrpc } },
  routes: [...contactsPublicRoutes, ...contactsAdminRoutes],
  activity: contactsActivity,
} satisfies ServerFeature;
