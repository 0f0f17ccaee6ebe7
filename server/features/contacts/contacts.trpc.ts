import { contactExportQuery, contactIdInput, contactInput, contactListQuery, contactUpdateByIdInput } from '../../../shared/schemas/contacts';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { countNewContacts, deleteContact, exportContactsCsv, getContact, listContacts, submitContact, updateContact } from './contacts.service';

// The page path and the honeypot come as headers (X-Page-Path, X-Honeypot), read into ctx once for both transports;
// the service decides what a filled honeypot means.
export const contactsTrpc = router({
  submit: publicProcedure.input(contactInput).mutation(({ ctx, input }) => submitContact(ctx, input)),
});

export const contactsAdminTrpc = router({
  list: adminProcedure('staff').input(contactListQuery).query(({ ctx, input }) => listContacts(ctx, input)),
  get: adminProcedure('staff').input(contactIdInput).query(({ ctx, input }) => getContact(ctx, input.id)),
  update: adminProcedure('staff').input(contactUpdateByIdInput).mutation(({ ctx, input: { id, ...data } }) => updateContact(ctx, id, data)),
  delete: adminProcedure('manager').input(contactIdInput).mutation(({ ctx, input }) => deleteContact(ctx, input.id)),
  newCount: adminProcedure('staff').query(({ ctx }) => countNewContacts(ctx)),
  /** The contract's CSV as text, for the admin screen to save as a file. */
  exportCsv: adminProcedure('staff').input(contactExportQuery).query(({ ctx, input }) => exportContactsCsv(ctx, input, 'raw')),
  /** The same messages as a spreadsheet reads them (named columns, the bar's local times, no IP). */
  exportSpreadsheet: adminProcedure('staff').input(contactExportQuery).query(({ ctx, input }) => exportContactsCsv(ctx, input, 'spreadsheet')),
});
