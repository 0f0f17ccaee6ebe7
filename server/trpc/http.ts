// The /trpc endpoint: tRPC's Express adapter with the transport's limits and headers.
import { TRPCError, type AnyRouter } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { fetchRequestHandler, type FetchHandlerRequestOptions } from '@trpc/server/adapters/fetch';
import type { Request, RequestHandler, Response } from 'express';
import { MAX_UPLOAD_BODY_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '../../shared/schemas/uploads';
import { MAX_CSV_IMPORT_BYTES } from '../../shared/schemas/catalog-csv';
import type { AppDeps } from '../context';
import { createContext } from '../create-context';
import { AppError } from '../errors';
import { allowMethods } from '../request-guards';
import { requestIdOf } from '../logging/request-log';
import { sendRead } from '../http-cache/http-cache';

/** The SPA's batch link sends at most this many calls at once (`maxItems` in src/lib/trpc-client.ts). */
export const MAX_BATCH_SIZE = 10;
const JSON_BODY_LIMIT = 100 * 1024;
/** The one procedure that takes multipart/form-data (a photo); every other body is JSON. */
const UPLOAD_PROCEDURE = 'admin.uploads.create';
/** Calls that carry a token or staff data: never stored by a browser or proxy. */
const PRIVATE_PREFIXES = ['auth.', 'admin.'];

interface BodyRule {
  maxBytes: number;
  tooLargeMessage: string;
  multipart: boolean;
}
const JSON_BODIES: BodyRule = { maxBytes: JSON_BODY_LIMIT, tooLargeMessage: 'Request body is larger than 100 KB.', multipart: false };
const UPLOAD_BODIES: BodyRule = { maxBytes: MAX_UPLOAD_BODY_BYTES, tooLargeMessage: UPLOAD_TOO_LARGE_MESSAGE, multipart: true };
/**
 * The menu's and the drinks' CSV import carries a file of up to 1 MB as a JSON string (its quotes and line ends
 * escaped: up to about twice as long); the service itself refuses a file over 1 MB by its own measure.
 */
const CSV_IMPORT_PROCEDURES = ['admin.menu.importCsv', 'admin.drinks.importCsv'];
const CSV_IMPORT_BODIES: BodyRule = { maxBytes: 3 * MAX_CSV_IMPORT_BYTES, tooLargeMessage: 'The file is larger than 1 MB.', multipart: false };

/** The procedure path as tRPC reads it from the URL (`/admin.uploads.create` → `admin.uploads.create`). */
function procedurePath(req: Request): string {
  try {
    return decodeURIComponent(req.path.slice(req.path.lastIndexOf('/') + 1));
  } catch {
    return '';
  }
}

/** `/trpc/menu.full,offers.active`: calls none of which carries a token or staff data (the public-read cache may keep them). */
export function isPublicTrpcPath(path: string): boolean {
  const procedures = path.slice('/trpc/'.length).split(',');
  return procedures.every((procedure) => procedure !== '' && !PRIVATE_PREFIXES.some((prefix) => procedure.startsWith(prefix)));
}

function isMultipart(req: Request): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** A tRPC error that the error formatter turns into the usual shape with `appCode`. */
function refusal(code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', message: string): TRPCError {
  return new TRPCError({ code, message, cause: new AppError(code, message) });
}

/**
 * Checks what the headers already tell before tRPC reads a byte; tRPC's own `maxBodySize` then enforces the limit
 * while reading, for bodies sent without a Content-Length.
 */
function checkBody(rule: BodyRule) {
  return (req: Request, _res: Response, next: (error?: unknown) => void) => {
    if (isMultipart(req) && !rule.multipart) {
      return next(refusal('UNSUPPORTED_MEDIA_TYPE', `Only ${UPLOAD_PROCEDURE} takes multipart/form-data; send JSON.`));
    }
    if (Number(req.headers['content-length'] ?? 0) > rule.maxBytes) return next(refusal('PAYLOAD_TOO_LARGE', rule.tooLargeMessage));
    next();
  };
}

type ResponseMeta = NonNullable<FetchHandlerRequestOptions<AnyRouter>['responseMeta']>;

/** `appRouter`: the app's router (server/features.ts). */
export function createTrpcMiddleware(deps: AppDeps, appRouter: AnyRouter): RequestHandler {
  const responseMeta: ResponseMeta = ({ info, errors }) => {
    const headers = new Headers();
    // Without `info` the request was refused before tRPC labelled the answer (e.g. too big a batch): still JSON,
    // and with no knowing which procedures it named, not to be stored.
    if (!info) headers.set('Content-Type', 'application/json');
    if (!info || info.type !== 'query' || info.calls.some((call) => PRIVATE_PREFIXES.some((prefix) => call.path.startsWith(prefix)))) headers.set('Cache-Control', 'no-store');
    const retryAfter = errors.map((error) => error.cause).find((cause) => cause instanceof AppError && cause.retryAfterSeconds);
    if (retryAfter instanceof AppError) headers.set('Retry-After', String(retryAfter.retryAfterSeconds));
    return { headers };
  };
  const logFailure = (req: Request, error: TRPCError, path: string | undefined) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error({ err: error.cause ?? error, reqId: requestIdOf(req) }, `[trpc] ${path ?? '?'} failed`);
  };
  // maxBodySize is one value per adapter, so there are two: the upload's and everyone else's.
  const handlerFor = (rule: BodyRule) =>
    createExpressMiddleware({
      router: appRouter,
      maxBodySize: rule.maxBytes,
      maxBatchSize: MAX_BATCH_SIZE,
      middleware: checkBody(rule),
      createContext: ({ req, res }) => createContext(deps, req, { res }),
      responseMeta,
      onError: ({ error, path, req }) => logFailure(req, error, path),
    });
  /**
   * A public query (GET, no token): the same procedures through tRPC's fetch adapter, which returns the answer's
   * bytes, handed to the public-read cache (sendRead) to keep and send.
   */
  const publicQuery = async (req: Request, res: Response) => {
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new globalThis.Request(new URL(req.originalUrl, 'http://localhost'), { method: 'GET' }),
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: () => createContext(deps, req, { res }),
      responseMeta,
      onError: ({ error, path }) => logFailure(req, error, path),
    });
    await sendRead(req, res, { status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) });
  };
  const jsonHandler = handlerFor(JSON_BODIES);
  const uploadHandler = handlerFor(UPLOAD_BODIES);
  const csvImportHandler = handlerFor(CSV_IMPORT_BODIES);
  // tRPC speaks GET and POST (HEAD it answers with 204); others it mishandles (PUT: an empty 415, TRACE: a 500).
  const methods = allowMethods(['GET', 'HEAD', 'POST']);

  return (req, res, next) => {
    methods(req, res, () => {
      // Public queries read the same for every guest: kept but revalidated, and shared by the public-read cache
      // (server/http-cache). A token, a mutation or a private call is never stored (see responseMeta).
      res.setHeader('Cache-Control', req.method === 'GET' && req.headers.authorization === undefined ? 'no-cache' : 'no-store');
      if (req.method === 'GET' && req.headers.authorization === undefined && req.headers['trpc-accept'] === undefined && isPublicTrpcPath(req.path === '/' ? '/trpc/' : `/trpc${req.path}`)) {
        publicQuery(req, res).catch(next);
        return;
      }
      const path = procedurePath(req);
      const handler = isMultipart(req) && path === UPLOAD_PROCEDURE ? uploadHandler
        : !isMultipart(req) && path.split(',').some((procedure) => CSV_IMPORT_PROCEDURES.includes(procedure)) ? csvImportHandler
        : jsonHandler;
      handler(req, res, next);
    });
  };
}
