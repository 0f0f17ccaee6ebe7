import type { AdminRoutes } from '../../rest/admin-router';
import { Router, type RequestHandler } from 'express';
import { contactExportQuery, contactInput, contactListQuery, contactUpdateInput } from '../../../shared/schemas/contacts';
import { parseInput } from '../../lib/validate';
import { withCtx } from '../../rest/handler';
import { requireIdParam } from '../../rest/params';
import { staffRoute } from '../../rest/require-staff';
import type { AppDeps } from '../../context';
import { deleteContact, exportContactsCsv, getContact, listContacts, submitContact, updateContact } from './contacts.service';

const WHAT = 'Contact message';

export function contactsRest(deps: AppDeps): Router {
  return Router().post('/contact', withCtx(deps, async (ctx, req, res) => {
    const result = await submitContact(ctx, parseInput(contactInput, req.body));
    res.status(201).location(`/api/admin/contacts/${result.id}`).json(result);
  }));
}

const update: RequestHandler = staffRoute(async (ctx, req, res) => {
  const id = requireIdParam(req, WHAT);
  res.json(await updateContact(ctx, id, parseInput(contactUpdateInput, req.body)));
});

/** Admin routes (behind the requireStaff gate). */
export const contactsAdminRest: AdminRoutes = (router) => {
  router.get('/contacts', staffRoute(async (ctx, req, res) => {
    res.json(await listContacts(ctx, parseInput(contactListQuery, req.query)));
  }));
  // Before /contacts/:id, which would take "export.csv" for an id.
  router.get('/contacts/export.csv', staffRoute(async (ctx, req, res) => {
    const { filename, csv } = await exportContactsCsv(ctx, parseInput(contactExportQuery, req.query));
    res.setHeader('Content-Disposition', `attachment; filename=${filename}`);
    res.type('text/csv; charset=utf-8').send(csv);
  }));
  router.get('/contacts/:id', staffRoute(async (ctx, req, res) => {
    res.json(await getContact(ctx, requireIdParam(req, WHAT)));
  }));
  router.patch('/contacts/:id', update);
  router.put('/contacts/:id', update);
  router.delete('/contacts/:id', staffRoute(async (ctx, req, res) => {
    await deleteContact(ctx, requireIdParam(req, WHAT));
    res.status(204).end();
  }));
};
