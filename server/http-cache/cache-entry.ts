// A stored answer, ready to send as it is: its body in each coding (identity, gzip, Brotli), the headers of each
// worked out once (security headers and the page's CSP hashes included, as the app set them), and a strong ETag
// per coding for conditional requests. An entry is first made with fast compression, so a miss is answered at
// once; `recompress` makes the same content smaller, off the request path, for the entries guests ask for again.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredCoding, type Coding } from '../lib/accept-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a public read or a page makes: its status, its own headers (content type, cache policy, CSP) and its bytes. */
export interface Produced {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer | string;
}

interface Variant {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

export type Compression = 'fast' | 'best';

export interface CacheEntry {
  variants: Partial<Record<Coding, Variant>> & { identity: Variant };
  /** Every ETag the entry answers to (one per coding and compression: the same content). */
  etags: ReadonlySet<string>;
  /** The headers of a 304: the validators and the policies, no body headers. */
  notModified: OutgoingHttpHeaders;
  bytes: number;
  compression: Compression;
}

/**
 * Measured on the menu page (130 KB of HTML): Brotli 4 makes 14.4 KB in ≈ 1 ms, Brotli 10 12.2 KB (15 % less) in
 * ≈ 50 ms, Brotli 11 12.0 KB in ≈ 125 ms; gzip 6 and 9 differ by 1 %. A miss pays the first, a kept entry gets the second.
 */
const LEVELS: Record<Compression, { brotli: number; gzip: number }> = { fast: { brotli: 4, gzip: 6 }, best: { brotli: 10, gzip: 9 } };

/** Headers the cache sets itself (per coding), or that belong to one connection or one request (its id). */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'last-modified', 'x-request-id']);
const BODY_HEADERS = new Set(['content-type', 'content-language', 'content-disposition']);
/** Below this, compressing saves less than the header costs. */
const MIN_COMPRESS_BYTES = 1024;

function compressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i.test(contentType);
}

export function contentTypeOf(headers: OutgoingHttpHeaders): string {
  const value = headers['content-type'];
  return Array.isArray(value) ? (value[0] ?? '') : String(value ?? '');
}

/** The answer's own headers, lower-cased, minus what the cache decides per coding. */
function sharedHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const shared: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!OWN_HEADERS.has(name.toLowerCase()) && value !== undefined) shared[name.toLowerCase()] = value;
  return shared;
}

async function compress(body: Buffer, level: Compression): Promise<Partial<Record<Coding, Buffer>>> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: LEVELS[level].brotli, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: LEVELS[level].gzip }),
  ]);
  return { br, gzip: gz };
}

function assemble(base: OutgoingHttpHeaders, identity: Buffer, compressed: Partial<Record<Coding, Buffer>>, compression: Compression, olderTags: Iterable<string> = []): CacheEntry {
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const bodies: Partial<Record<Coding, Buffer>> = { identity, ...compressed };
  const vary = compressed.br !== undefined ? { vary: 'Accept-Encoding' } : {};
  const variants = {} as CacheEntry['variants'];
  // A strong ETag names these very bytes: the better-compressed form of the same content gets a tag of its own, and the
  // entry still answers 304 to the tags it sent before (same content).
  const etags = new Set<string>(olderTags);
  let bytes = 0;
  for (const [coding, body] of Object.entries(bodies) as [Coding, Buffer][]) {
    const etag = `"${hash}${coding === 'identity' ? '' : `-${coding}${compression === 'fast' ? '-f' : ''}`}"`;
    etags.add(etag);
    bytes += body.length;
    variants[coding] = {
      body,
      headers: { ...base, ...vary, ...(coding === 'identity' ? {} : { 'content-encoding': coding }), etag, 'content-length': String(body.length) },
    };
  }
  const notModified = Object.fromEntries(Object.entries(variants.identity.headers).filter(([name]) => !BODY_HEADERS.has(name) && name !== 'content-length'));
  return { variants, etags, notModified, bytes, compression };
}

/** An entry for the answer, compressed fast (so the guest who asked is answered at once). */
export async function buildEntry(headers: OutgoingHttpHeaders, body: Buffer): Promise<CacheEntry> {
  const base = sharedHeaders(headers);
  const compressed = body.length >= MIN_COMPRESS_BYTES && compressible(contentTypeOf(base)) ? await compress(body, 'fast') : {};
  return assemble(base, body, compressed, compressed.br ? 'fast' : 'best');
}

/** The same entry with its codings made again at the best level (zlib works on its own threads: off the request path). */
export async function recompress(entry: CacheEntry): Promise<CacheEntry> {
  const { identity } = entry.variants;
  const base = sharedHeaders(identity.headers);
  return assemble(base, identity.body, await compress(identity.body, 'best'), 'best', entry.etags);
}

/** True when an If-None-Match header names one of the entry's ETags (or is `*`); weak comparison, as RFC 9110 asks. */
export function matchesEtag(ifNoneMatch: string | undefined, etags: ReadonlySet<string>): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const tag of ifNoneMatch.split(',')) {
    const opaque = tag.trim().replace(/^W\//, '');
    if (etags.has(opaque)) return true;
  }
  return false;
}

/** Sends the entry: a 304 when the client already has it, else the coding it prefers (headers only for HEAD). */
export function sendEntry(entry: CacheEntry, req: IncomingMessage, res: ServerResponse): void {
  if (matchesEtag(req.headers['if-none-match'], entry.etags)) {
    res.writeHead(304, entry.notModified);
    res.end();
    return;
  }
  const variant = entry.variants[preferredCoding(req)] ?? entry.variants.identity;
  res.writeHead(200, variant.headers);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}
