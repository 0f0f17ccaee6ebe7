// Refusals decided from the request line alone, before any routing or reading: too long an address, a method
// the transport never speaks. Both answer with the contract's JSON error body.
import type { RequestHandler } from 'express';
import { AppError } from './errors';
import { sendError } from './rest/error-handler';

/** Longest request target (path and query) served; the SPA's batched tRPC GETs stay far below it. */
export const MAX_URL_LENGTH = 8 * 1024;

export function limitUrlLength(max = MAX_URL_LENGTH): RequestHandler {
  return (req, res, next) => {
    if (req.originalUrl.length <= max) return next();
    sendError(res, new AppError('URI_TOO_LONG', `The address is longer than ${max / 1024} KB.`));
  };
}

/** 405 with an Allow header for every method outside `methods` (TRACE, WebDAV verbs, …). */
export function allowMethods(methods: readonly string[]): RequestHandler {
  const allow = methods.join(', ');
  return (req, res, next) => {
    if (methods.includes(req.method)) return next();
    res.setHeader('Allow', allow);
    sendError(res, new AppError('METHOD_NOT_ALLOWED', `${req.method} is not supported here; use ${allow}.`));
  };
}
