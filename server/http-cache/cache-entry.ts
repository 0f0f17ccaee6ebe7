// A stored answer, ready to send as it is: its body in each coding (identity, gzip, Brotli, made once), the
// headers of each worked out once (security headers and the page's CSP hashes included, as the app set them),
// and a strong ETag per coding for conditional requests.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredCoding, type Coding } from '../lib/accept-encoding';
import type { CapturedResponse } from './response-capture';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);


interface Variant {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

export interface CacheEntry {
  variants: Partial<Record<Coding, Variant>> & { identity: Variant };
  /** Every ETag the entry answers to (one per coding: the same content). */
  etags: ReadonlySet<string>;
  /** The headers of a 304: the validators and the policies, no body headers. */
  notModified: OutgoingHttpHeaders;
  bytes: number;
}

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

/** The response's own headers, minus what the cache decides per coding. */
function sharedHeaders(captured: CapturedResponse): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(captured.headers)) if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = value;
  return headers;
}

export async function buildEntry(captured: CapturedResponse): Promise<CacheEntry> {
  const base = sharedHeaders(captured);
  const hash = createHash('sha256').update(captured.body).digest('base64url').slice(0, 27);
  const bodies: Partial<Record<Coding, Buffer>> = { identity: captured.body };
  if (captured.body.length >= MIN_COMPRESS_BYTES && compressible(contentTypeOf(captured.headers))) {
    const [br, gz] = await Promise.all([
      brotli(captured.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: captured.body.length } }),
      gzipAsync(captured.body, { level: 9 }),
    ]);
    bodies.br = br;
    bodies.gzip = gz;
  }
  const compressed = bodies.br !== undefined;
  const variants = {} as CacheEntry['variants'];
  const etags = new Set<string>();
  let bytes = 0;
  for (const [coding, body] of Object.entries(bodies) as [Coding, Buffer][]) {
    const etag = `"${hash}${coding === 'identity' ? '' : `-${coding}`}"`;
    etags.add(etag);
    bytes += body.length;
    variants[coding] = {
      body,
      headers: {
        ...base,
        ...(compressed ? { vary: 'Accept-Encoding' } : {}),
        ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
        etag,
        'content-length': String(body.length),
      },
    };
  }
  const notModified = Object.fromEntries(Object.entries(variants.identity.headers).filter(([name]) => !BODY_HEADERS.has(name) && name !== 'content-length'));
  return { variants, etags, notModified, bytes };
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
export function sendEntry(entry: CacheEntry, method: string, headers: { 'accept-encoding'?: string; 'if-none-match'?: string }, res: ServerResponse): void {
  if (matchesEtag(headers['if-none-match'], entry.etags)) {
    res.writeHead(304, entry.notModified);
    res.end();
    return;
  }
  const variant = entry.variants[preferredCoding(headers['accept-encoding'])] ?? entry.variants.identity;
  res.writeHead(200, variant.headers);
  res.end(method === 'HEAD' ? undefined : variant.body);
}

/** What the client already holds, by its validators. */
export interface ClientValidators {
  'if-none-match'?: string;
  'if-modified-since'?: string;
}

/** True when the client's copy still matches the answer's ETag, or, without If-None-Match, its Last-Modified date. */
function clientHasIt(client: ClientValidators, headers: OutgoingHttpHeaders): boolean {
  if (client['if-none-match'] !== undefined) {
    const etag = headers.etag;
    return typeof etag === 'string' && matchesEtag(client['if-none-match'], new Set([etag.replace(/^W\//, '')]));
  }
  const since = Date.parse(client['if-modified-since'] ?? '');
  const modified = Date.parse(String(headers['last-modified'] ?? ''));
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}

/**
 * Sends an answer the cache does not keep (a photo, an error page) as the app made it, with the client's own
 * validators honoured: they were held back while the app made it (so a storable answer is made whole), so the 304
 * the app would have sent for an unchanged photo is decided here (RFC 9110 §13.1: If-None-Match first).
 */
export function sendUnshared(captured: CapturedResponse, client: ClientValidators, res: ServerResponse): void {
  if (captured.status === 200 && clientHasIt(client, captured.headers)) {
    const headers = Object.entries(captured.headers).filter(([name, value]) => value !== undefined && !BODY_HEADERS.has(name) && !['content-length', 'content-encoding', 'transfer-encoding'].includes(name));
    res.writeHead(304, Object.fromEntries(headers) as OutgoingHttpHeaders);
    res.end();
    return;
  }
  res.writeHead(captured.status, captured.headers);
  res.end(captured.body);
}
