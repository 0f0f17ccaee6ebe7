// The public-read cache. The public reads (REST and their tRPC twins), the server-rendered pages, the printed menus
// and a few made files (sitemap, QR code, gallery manifest) hand their bytes to `sendRead` instead of writing them;
// an answer the app marked shareable (Cache-Control no-cache or public, never no-store or private) is kept in a
// bounded LRU and sent again without touching Express, the database or the renderer, until the content changes
// (content-version.ts), the bar's date rolls over, or the bar opens or closes.
//
// The key is the path and the query parameters that address reads (`reads`, given by the app): `/menu?a=1` is
// `/menu`, so made-up parameters neither fill the store nor make a guest wait for a render. The front part below
// sits on Node's own request and response, so a stored answer costs less than the bare Express route the bench
// compares it with; a miss goes through the Express app as any request, and its producer calls `sendRead`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { BarDate } from '../lib/bar-date';
import type { Logger } from '../logging/logger';
import { buildEntry, contentTypeOf, recompress, sendEntry, type CacheEntry, type Produced } from './cache-entry';
import type { ContentVersion } from './content-version';
import { cacheKey } from './cache-key';

export type { Produced } from './cache-entry';

export interface HttpCacheOptions {
  version: ContentVersion;
  barDate: BarDate;
  /**
   * What else moves the generation with the clock, for the content version it is given: the bar opening or closing
   * (server/features/hours/hours-clock.ts), since pages and /api/hours say "open now". A promise while it reads.
   */
  clockKey?: (version: number) => string | Promise<string>;
  /** The query parameters the answer at a path depends on; null: nothing at that path is kept. */
  reads: (path: string) => readonly string[] | null;
  log: Logger;
  maxEntries?: number;
  maxBytes?: number;
}

const MAX_URL_LENGTH = 2048;
const MAX_BODY_BYTES = 1024 * 1024;
/** Requests that wait for another one's answer to the same address give up waiting after this. */
const WAIT_LIMIT_MS = 10_000;

/** Whether the request may be answered from, or stored in, the shared cache. */
function eligible(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const { headers } = req;
  if (headers.authorization !== undefined || headers.origin !== undefined || headers.range !== undefined || headers.cookie !== undefined) return false;
  // tRPC's streaming form is another body for the same address.
  if (headers['trpc-accept'] !== undefined) return false;
  return (req.url ?? '').length <= MAX_URL_LENGTH;
}

/** Whether the app allowed its answer to be shared: a 200, no cookie, marked no-cache or public, text of some kind. */
export function storable(status: number, headers: Produced['headers'], body: Buffer): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined || body.length > MAX_BODY_BYTES) return false;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (!/\b(no-cache|public)\b/.test(cacheControl) || /\b(no-store|private)\b/.test(cacheControl)) return false;
  return /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/i.test(contentTypeOf(headers));
}

/** A miss on its way through the app: where its producer's answer is kept. */
interface Slot {
  keep: (entry: CacheEntry) => void;
}
const slots = new WeakMap<IncomingMessage, Slot>();

/**
 * Sends what a producer made: kept (when the request may be answered from the cache and the app allowed sharing)
 * and sent from the entry, with the coding and the 304 the client asks for; otherwise sent as made, through
 * Express (its ETag, 304 and compression). The headers already set on `res` (security headers, CSP) are part of it.
 */
export async function sendRead(req: Request, res: Response, produced: Produced): Promise<void> {
  const body = Buffer.isBuffer(produced.body) ? produced.body : Buffer.from(produced.body);
  const headers = { ...res.getHeaders(), ...Object.fromEntries(Object.entries(produced.headers).map(([name, value]) => [name.toLowerCase(), value])) };
  const slot = slots.get(req);
  if (slot && storable(produced.status, headers, body)) {
    const entry = await buildEntry(headers, body);
    slot.keep(entry);
    sendEntry(entry, req, res);
    return;
  }
  for (const [name, value] of Object.entries(produced.headers)) if (value !== undefined) res.setHeader(name, value);
  // Not kept (not shareable, not text, or a request that may not use the cache): Express's send, with its weak ETag
  // and 304 (see conditional-requests.ts), HEAD; the compression middleware compresses it.
  res.status(produced.status).send(body);
}

/** Answers from the store, or passes the request on to `app` (whose producer may store its answer). */
export interface CachedListener {
  (req: IncomingMessage, res: ServerResponse, app: () => void): void;
  /** How much is kept now. */
  stats: () => { entries: number; bytes: number };
}

export function httpCache({ version, barDate, clockKey, reads, log, maxEntries = 500, maxBytes = 64 * 1024 * 1024 }: HttpCacheOptions): CachedListener {
  let generation = '';
  const store = new LRUCache<string, CacheEntry>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.bytes) });
  let pending = new Map<string, Promise<CacheEntry | null>>();
  /** One entry at a time is made smaller: the better compression uses zlib's threads, never many at once. */
  let recompressing = false;

  /** An entry asked for again is worth the best compression; the smaller forms replace it if it is still current. */
  function improve(key: string, entry: CacheEntry): void {
    if (entry.compression === 'best' || recompressing) return;
    recompressing = true;
    const forGeneration = generation;
    recompress(entry)
      .then((better) => {
        if (forGeneration === generation && store.peek(key) === entry) store.set(key, better);
      })
      .catch((error: unknown) => log.error({ err: error }, `[cache] compressing ${key} failed`))
      .finally(() => (recompressing = false));
  }

  function miss(req: IncomingMessage, res: ServerResponse, app: () => void, key: string): void {
    const forGeneration = generation;
    let settle!: (entry: CacheEntry | null) => void;
    const made = new Promise<CacheEntry | null>((resolve) => (settle = resolve));
    slots.set(req, {
      keep: (entry) => {
        if (forGeneration === generation && entry.bytes <= maxBytes) store.set(key, entry);
        settle(entry);
      },
    });
    // Answered without keeping anything (not shareable, an error, a client gone): those waiting ask the app themselves.
    res.once('close', () => settle(null));
    const forMap = pending;
    forMap.set(key, made);
    void made.finally(() => forMap.get(key) === made && forMap.delete(key));
    app();
  }

  function answer(req: IncomingMessage, res: ServerResponse, app: () => void, key: string, now: string): void {
    if (now !== generation) {
      generation = now;
      store.clear();
      pending = new Map();
    }
    const entry = store.get(key);
    if (entry) {
      sendEntry(entry, req, res);
      improve(key, entry);
      return;
    }
    const waiting = pending.get(key);
    if (!waiting) return miss(req, res, app, key);
    // Another request is making this answer: share it (it may turn out not to be shareable: then ask the app).
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<null>((resolve) => (timer = setTimeout(resolve, WAIT_LIMIT_MS, null)));
    Promise.race([waiting, limit])
      .then((made) => (made ? sendEntry(made, req, res) : app()), app)
      .finally(() => clearTimeout(timer));
  }

  const listener = (req: IncomingMessage, res: ServerResponse, app: () => void) => {
    const key = eligible(req) ? cacheKey(req.url ?? '/', reads) : null;
    if (key === null) return app();
    const withVersion = (current: number) => {
      const moved = clockKey?.(current) ?? '';
      if (typeof moved === 'string') return answer(req, res, app, key, `${current}|${barDate()}|${moved}`);
      // The hours could not be read: answer without the cache.
      moved.then((clock) => answer(req, res, app, key, `${current}|${barDate()}|${clock}`), app);
    };
    const current = version.current();
    if (typeof current === 'number') return withVersion(current);
    // The database could not say: answer without the cache.
    current.then(withVersion, app);
  };
  return Object.assign(listener, { stats: () => ({ entries: store.size, bytes: store.calculatedSize }) });
}
