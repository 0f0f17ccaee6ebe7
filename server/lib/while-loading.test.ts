// The listener while the app loads: a health check answered at once, as the route answers it; every other request held
// and handed to the app once it is there, in order.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { whileLoading } from './while-loading';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function listen(listener: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('whileLoading', () => {
  it('answers a health check before the app is there: 200 and the route’s body when the database answers, 503 when not', async () => {
    let up = true;
    let wanted = 0;
    const logged: string[] = [];
    const logRequest = (req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('X-Request-Id', `id-${logged.length}`);
      logged.push(`${req.method} ${req.url}`);
    };
    const base = await listen(whileLoading({ databaseUp: async () => up, wanted: () => (wanted += 1), logRequest }).listener);
    const answer = await fetch(`${base}/api/health`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-request-id')).toBe('id-0');
    expect(await answer.json()).toEqual({ ok: true, db: 'up' });
    const head = await fetch(`${base}/api/health?probe=1`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    up = false;
    const down = await fetch(`${base}/api/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ ok: false, db: 'down' });
    // Each answer is logged as the app logs its own, and, once sent, asks for the app.
    expect(logged).toEqual(['GET /api/health', 'HEAD /api/health?probe=1', 'GET /api/health']);
    expect(wanted).toBe(3);
  });

  it('holds every other request, a POST with its body included, and hands them to the app in order once it is ready', async () => {
    let wanted = 0;
    const loading = whileLoading({ databaseUp: async () => true, wanted: () => (wanted += 1), logRequest: () => {} });
    const base = await listen(loading.listener);
    // Right after the listener has taken each request (listeners run in order): nothing has been answered.
    const held: boolean[] = [];
    const arrived: string[] = [];
    let received!: () => void;
    const allReceived = new Promise<void>((resolve) => (received = resolve));
    server!.on('request', (req, res) => {
      arrived.push(`${req.method} ${req.url}`);
      held.push(!res.headersSent && !res.writableEnded);
      if (held.length === 3) received();
    });
    const seen: string[] = [];
    const first = fetch(`${base}/menu`);
    const second = fetch(`${base}/api/contact`, { method: 'POST', body: 'hola' });
    const healthPost = fetch(`${base}/api/health`, { method: 'POST' });
    await allReceived;
    expect(held).toEqual([true, true, true]);
    expect(wanted).toBe(3);
    loading.ready((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => res.end(`from the app${body ? `: ${body}` : ''}`));
    });
    expect(await (await first).text()).toBe('from the app');
    expect(await (await second).text()).toBe('from the app: hola');
    expect(await (await healthPost).text()).toBe('from the app');
    // Once ready, a health check is the app's too.
    expect(await (await fetch(`${base}/api/health`)).text()).toBe('from the app');
    expect(arrived.slice(0, 3).sort()).toEqual(['GET /menu', 'POST /api/contact', 'POST /api/health']);
    expect(seen).toEqual(arrived);
  });
});
