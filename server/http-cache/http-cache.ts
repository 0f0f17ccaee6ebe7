// The public-read cache: answers the app marks as shareable (Cache-Control no-cache or public, never no-store or
// private) are kept in memory and sent again without touching the database or the renderer, until the content
// changes (content-version.ts), the bar's date rolls over, or the bar opens or closes. That covers the public REST
// reads, their tRPC twins, the server-rendered pages and the gallery manifest: each one costs a render once per
// write, not once per guest.
//
// It sits in front of the Express app, on Node's own request and response, so a stored answer costs less than
// the bare Express route the bench compares it with. A miss runs the request through the app
// (response-capture.ts), stores the answer if the app allowed it, and sends it from the store.
// Requests that carry anything that may change the answer for one client (a token, a CORS origin, a range) skip
// it.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { BarDate } from '../lib/bar-date';
import type { Logger } from '../logging/logger';
import { requestIdOf } from '../logging/request-log';
import { buildEntry, contentTypeOf, sendEntry, sendUnshared, type CacheEntry } from './cache-entry';
import type { ContentVersion } from './content-version';
import { captureResponse, type CapturedResponse } from './response-capture';

export interface HttpCacheOptions {
  version: ContentVersion;
  barDate: BarDate;
  /**
   * What else moves the generation with the clock, for the content version it is given: the bar opening or closing
   * (server/features/hours/hours-clock.ts), since pages and /api/hours say "open now". A promise while it reads.
   */
  clockKey?: (version: number) => string | Promise<string>;
  /** Also the pages and static files (off under Vite's dev server, which changes them as you edit). */
  pages: boolean;
  log: Logger;
  maxEntries?: number;
  maxBytes?: number;
}

const MAX_URL_LENGTH = 2048;
const MAX_BODY_BYTES = 1024 * 1024;
/** Requests that wait for another one's answer to the same address give up waiting after this. */
const WAIT_LIMIT_MS = 10_000;
/** Served from elsewhere: hashed assets (precompressed at build time, cached for a year) and uploaded photos. */
const SKIPPED_PREFIXES = ['/assets/', '/uploads/', '/admin'];

function isApi(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/trpc/');
}

/** Whether the request may be answered from, or stored in, the shared cache. */
function eligible(req: IncomingMessage, pages: boolean): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const { headers } = req;
  if (headers.authorization !== undefined || headers.origin !== undefined || headers.range !== undefined || headers.cookie !== undefined) return false;
  const url = req.url ?? '';
  if (url.length > MAX_URL_LENGTH) return false;
  if (isApi(url)) return true;
  return pages && !SKIPPED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** Whether the app allowed its answer to be shared: a 200, no cookie, marked no-cache or public, text of some kind. */
export function storable(captured: CapturedResponse): boolean {
  if (captured.status !== 200 || captured.headers['set-cookie'] !== undefined || captured.body.length > MAX_BODY_BYTES) return false;
  const cacheControl = String(captured.headers['cache-control'] ?? '').toLowerCase();
  if (!/\b(no-cache|public)\b/.test(cacheControl) || /\b(no-store|private)\b/.test(cacheControl)) return false;
  return /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/i.test(contentTypeOf(captured.headers));
}

type ClientHeaders = Pick<IncomingHttpHeaders, 'accept-encoding' | 'if-none-match' | 'if-modified-since'>;

/** Answers from the store, or passes the request on to `app` (and stores its answer when it may). */
export type CachedListener = (req: IncomingMessage, res: ServerResponse, app: () => void) => void;

export function httpCache({ version, barDate, clockKey, pages, log, maxEntries = 500, maxBytes = 64 * 1024 * 1024 }: HttpCacheOptions): CachedListener {
  let generation = '';
  let entries = new Map<string, CacheEntry>();
  let pending = new Map<string, Promise<CacheEntry | null>>();
  let bytes = 0;

  function store(forGeneration: string, key: string, entry: CacheEntry): void {
    if (forGeneration !== generation || entry.bytes > maxBytes) return;
    // Oldest first out; the whole store is dropped at each write anyway.
    for (const [oldKey, old] of entries) {
      if (entries.size < maxEntries && bytes + entry.bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.bytes;
    }
    entries.set(key, entry);
    bytes += entry.bytes;
  }

  /** Runs the request through the app, with the client's own validators and codings held back, and keeps the answer. */
  async function produce(req: IncomingMessage, res: ServerResponse, app: () => void, key: string, forGeneration: string, client: ClientHeaders): Promise<CacheEntry | null> {
    delete req.headers['if-none-match'];
    delete req.headers['if-modified-since'];
    req.headers['accept-encoding'] = 'identity';
    const captured = await captureResponse(res, app);
    // The answer is sent again below from what was captured; the request's own id (set in front of the cache) stays.
    for (const name of res.getHeaderNames()) if (name !== 'x-request-id') res.removeHeader(name);
    if (!storable(captured)) {
      sendUnshared(captured, client, res);
      return null;
    }
    const entry = await buildEntry(captured);
    store(forGeneration, key, entry);
    sendEntry(entry, req.method ?? 'GET', client, res);
    return entry;
  }

  function answer(req: IncomingMessage, res: ServerResponse, app: () => void, now: string): void {
    if (now !== generation) {
      generation = now;
      entries = new Map();
      pending = new Map();
      bytes = 0;
    }
    const key = req.url ?? '';
    const method = req.method ?? 'GET';
    const client: ClientHeaders = { 'accept-encoding': req.headers['accept-encoding'], 'if-none-match': req.headers['if-none-match'], 'if-modified-since': req.headers['if-modified-since'] };
    const entry = entries.get(key);
    if (entry) return sendEntry(entry, method, client, res);
    if (method === 'HEAD') return app();

    const waiting = pending.get(key);
    if (waiting) {
      // Another request is making this answer: share it (it may turn out not to be shareable: then ask the app).
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<null>((resolve) => (timer = setTimeout(resolve, WAIT_LIMIT_MS, null)));
      Promise.race([waiting, limit])
        .then((made) => (made ? sendEntry(made, method, client, res) : app()), app)
        .finally(() => clearTimeout(timer));
      return;
    }
    const made = produce(req, res, app, key, generation, client);
    const forMap = pending;
    forMap.set(key, made);
    made
      .catch((error: unknown) => {
        log.error({ err: error, reqId: requestIdOf(req) }, `[cache] storing ${key} failed`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error');
        return null;
      })
      .finally(() => forMap.delete(key));
  }

  return (req, res, app) => {
    if (!eligible(req, pages)) return app();
    const withVersion = (current: number) => {
      const moved = clockKey?.(current) ?? '';
      if (typeof moved === 'string') return answer(req, res, app, `${current}|${barDate()}|${moved}`);
      // The hours could not be read: answer without the cache.
      moved.then((key) => answer(req, res, app, `${current}|${barDate()}|${key}`), app);
    };
    const current = version.current();
    if (typeof current === 'number') return withVersion(current);
    // The database could not say: answer without the cache.
    current.then(withVersion, app);
  };
}
