import type { AdminRoutes } from '../../rest/admin-router';
import { Router } from 'express';
import { contactInput } from '../../../shared/schemas/contacts';
import { parseInput } from '../../lib/validate';
import { withCtx } from '../../rest/handler';
import type { AppDeps } from '../../context';
import { submitContact } from './contacts.service';

export function contactsRest(deps: AppDeps): Router {
  return Router().post('/contact', withCtx(deps, async (ctx, req, res) => {
    const honeypot = req.get('X-Honeypot');
    const result = await submitContact(ctx, parseInput(contactInput, req.body), {
      sourcePath: req.get('X-Page-Path') ?? null,
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      honeypot: Boolean(honeypot && honeypot.trim()),
    });
    res.status(201).location(`/api/admin/contacts/${result.id}`).json(result);
  }));
}

/** Admin routes (behind the requireStaff gate). */
export const contactsAdminRest: AdminRoutes = (_router) => {};
