// REST's half of "text is stored as it came" (shared/rules/well-formed-text.ts): a JSON body holding a lone
// surrogate is a 400 naming the field, before any route reads it. tRPC's half is in server/trpc/init.ts.
import type { NextFunction, Request, Response } from 'express';
import { illFormedTextField, illFormedTextMessage } from '../../shared/rules/well-formed-text';
import { validationError } from '../errors';

export function refuseIllFormedText(req: Request, _res: Response, next: NextFunction): void {
  const field = illFormedTextField(req.body);
  next(field ? validationError({ [field]: illFormedTextMessage(field) }) : undefined);
}
