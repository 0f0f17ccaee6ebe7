// Runs a request through the rest of the app and keeps what it answered, instead of sending it: the status,
// the headers and the whole body. The cache (http-cache.ts) then stores that answer and sends it itself.
// Everything the app's handlers use to answer goes through writeHead, write and end (res.send, res.json,
// streams piped by express.static, tRPC's adapter), so those three are the only ones taken over.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface CapturedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type Callback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer | null {
  if (chunk === undefined || chunk === null) return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding ?? 'utf8');
}

/**
 * Takes over `res` until the app has ended its answer; resolves with that answer. `res` is left untouched for the
 * caller to send on (its own methods restored, nothing written to the socket).
 */
export function captureResponse(res: ServerResponse, run: () => void): Promise<CapturedResponse> {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const chunks: Buffer[] = [];
  let status: number | undefined;
  let extraHeaders: OutgoingHttpHeaders = {};

  return new Promise<CapturedResponse>((resolve) => {
    const restore = () => Object.assign(res, original);

    res.writeHead = function writeHead(code: number, ...rest: unknown[]) {
      status = code;
      const headers = rest.find((value) => typeof value === 'object' && value !== null);
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) extraHeaders[String(headers[i]).toLowerCase()] = headers[i + 1] as string;
      } else if (headers) {
        extraHeaders = { ...extraHeaders, ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])) };
      }
      return res;
    } as ServerResponse['writeHead'];

    res.write = function write(chunk: unknown, encodingOrDone?: BufferEncoding | Callback, done?: Callback) {
      const encoding = typeof encodingOrDone === 'string' ? encodingOrDone : undefined;
      const buffer = toBuffer(chunk, encoding);
      if (buffer) chunks.push(buffer);
      const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
      if (callback) queueMicrotask(() => callback(null));
      return true;
    } as ServerResponse['write'];

    res.end = function end(chunk?: unknown, encodingOrDone?: BufferEncoding | Callback, done?: Callback) {
      if (typeof chunk === 'function') {
        done = chunk as Callback;
        chunk = undefined;
      }
      const encoding = typeof encodingOrDone === 'string' ? encodingOrDone : undefined;
      const buffer = toBuffer(chunk, encoding);
      if (buffer) chunks.push(buffer);
      const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
      restore();
      resolve({ status: status ?? res.statusCode, headers: { ...res.getHeaders(), ...extraHeaders }, body: Buffer.concat(chunks) });
      if (callback) queueMicrotask(() => callback());
      return res;
    } as ServerResponse['end'];

    run();
  });
}
