// Refusals decided from the request line alone, before any routing or reading: too long an address, an address whose
// percent-encoding does not decode, a method the transport never speaks. Both answer with the contract's JSON error body.
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

/**
 * 400 for a path whose percent-encoding does not decode (`/trpc/%ff`, `/api/%E0%A4%A`, `/menu%ff`): no page, API or
 * tRPC route can mean it, and a decoder further in would throw (tRPC's answered 500 with a stack in the log). The
 * request's own log line says it, at warn; a well-formed unknown page still redirects (SPEC.md).
 */
export function refuseMalformedPath(): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      sendError(res, new AppError('BAD_REQUEST', 'The address has a malformed percent-encoding (such as "%ff").'));
      return;
    }
    next();
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
