// The contact form and the staff's inbox: everything the app needs from this domain, for server/features.ts.
import type { ServerFeature } from '../../feature';
import { ContactMessage } from './contact-message.entity';
import { contactsActivity } from './contacts.activity';
import { contactsAdminRoutes, contactsPublicRoutes } from './contacts.rest';
import { contactsAdminTrpc, contactsTrpc } from './contacts.trpc';

export const contacts = {
  entities: [ContactMessage],
  trpc: { public: { contact: contactsTrpc }, admin: { contacts: contactsAdminTrpc } },
  routes: [...contactsPublicRoutes, ...contactsAdminRoutes],
  activity: contactsActivity,
} satisfies ServerFeature;
