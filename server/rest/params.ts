// Path parameters of the REST routes.
import type { Request } from 'express';
import { MAX_RECORD_ID } from '../../shared/schemas/fields';
import { notFound } from '../errors';

/** The record id in the path (`/:id`): digits only, at most MAX_RECORD_ID, else the record is simply not there (404). */
export function requireIdParam(req: Request, what = 'Record', name = 'id'): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_RECORD_ID) throw notFound(what);
  return id;
}
