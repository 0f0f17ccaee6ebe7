// Tiny fetch helpers for the API tests: one call, one parsed answer.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

export interface ApiOptions {
  method?: string;
  /** Sent as JSON with Content-Type: application/json. */
  json?: unknown;
  /** A raw body, sent as is (set Content-Type yourself in `headers`); a stream goes out chunked. */
  body?: string | Uint8Array | ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
  /** The client address, sent as X-Forwarded-For (the server trusts loopback). Default: a fresh address per call. */
  ip?: string;
  /** Sent as Authorization: Bearer <token>. */
  token?: string;
  /** Another server process to ask (RunningServer.baseUrl); default: the run's server. */
  baseUrl?: string;
}

// Bodies default to `any` on purpose: tests read them loosely and assert their shape explicitly.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or null when the answer was empty or not JSON. */
  body: T;
  text: string;
  contentType: string;
}

// Addresses must not repeat across test files (the server's rate limits outlive a file), so each module
// load draws a random IPv6 documentation prefix and counts up from there.
const prefix = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
let counter = 0;

/** A client address no other call in this run uses. */
export function uniqueIp(): string {
  counter += 1;
  return `${prefix}::${counter.toString(16)}`;
}

export function baseUrl(): string {
  return inject('baseUrl');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function api<T = any>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip ?? uniqueIp(), ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] ??= 'application/json';
  }
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${options.baseUrl ?? baseUrl()}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
    // Node's fetch needs this to send a stream (chunked, without Content-Length).
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let parsed: unknown = null;
  if (text && contentType.includes('json')) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T, text, contentType };
}

/** The contract's error body, checked in one place: { ok: false, error, message, fields? } and nothing else. */
export function expectErrorShape(response: ApiResponse, status: number, code: string): void {
  const problems: string[] = [];
  if (response.status !== status) problems.push(`status ${response.status}, expected ${status}`);
  if (!response.contentType.startsWith('application/json')) problems.push(`content-type ${response.contentType}`);
  const body = response.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') problems.push('body is not a JSON object');
  else {
    if (body.ok !== false) problems.push('ok is not false');
    if (body.error !== code) problems.push(`error ${String(body.error)}, expected ${code}`);
    if (typeof body.message !== 'string' || body.message.length === 0) problems.push('message is not a non-empty string');
    const extra = Object.keys(body).filter((key) => !['ok', 'error', 'message', 'fields'].includes(key));
    if (extra.length) problems.push(`unexpected keys ${extra.join(', ')}`);
    if ('fields' in body) {
      const fields = body.fields as Record<string, unknown>;
      if (!fields || typeof fields !== 'object' || Array.isArray(fields) || !Object.values(fields).every((v) => typeof v === 'string')) {
        problems.push('fields is not a { name: message } object');
      }
    }
  }
  if (looksLikeStackTrace(response.text)) problems.push('body contains a stack trace');
  if (problems.length) throw new Error(`Not the contract's ${status} ${code} error: ${problems.join('; ')}\nbody: ${response.text.slice(0, 500)}`);
}

/** True when a body leaks a stack trace (`    at fn (file:1:2)`) or a file path of the server. */
export function looksLikeStackTrace(text: string): boolean {
  return /\n\s*at\s+\S/.test(text) || /\bat\s+[^\s]+\s+\([^)]*:\d+:\d+\)/.test(text) || /server\/[\w/-]+\.ts/.test(text) || /node_modules/.test(text);
}
