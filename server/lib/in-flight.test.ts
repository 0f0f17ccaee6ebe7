import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackInFlight } from './in-flight';

let server: Server | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server whose handler answers only when the test releases it; resolves once it has received `count` requests. */
async function gatedServer() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let received!: () => void;
  const arrived = new Promise<void>((resolve) => (received = resolve));
  let connectionClosed!: () => void;
  const hungUp = new Promise<void>((resolve) => (connectionClosed = resolve));
  server = createServer((_req, res) => {
    received();
    res.once('close', () => connectionClosed());
    void gate.then(() => res.end('ok'));
  });
  const inFlight = trackInFlight(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { inFlight, release, arrived, hungUp, port };
}

const flushed = () => new Promise((resolve) => setImmediate(resolve));

describe('the requests in flight', () => {
  it('counts a request until its answer is sent', async () => {
    const { inFlight, release, arrived, port } = await gatedServer();
    const answer = fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
    await arrived;
    expect(inFlight.count()).toBe(1);
    release();
    expect(await answer).toBe('ok');
    await flushed();
    expect(inFlight.count()).toBe(0);
    await expect(inFlight.settled(1000)).resolves.toBeUndefined();
  });

  it('keeps counting a request whose client hung up until its handler ends it', async () => {
    const { inFlight, release, arrived, hungUp, port } = await gatedServer();
    const client = request({ host: '127.0.0.1', port, path: '/' });
    client.on('error', () => {}); // the hang-up below
    client.end();
    await arrived;
    client.destroy();
    // The connection is gone, the handler is not done.
    await hungUp;
    expect(inFlight.count()).toBe(1);
    let settled = false;
    const waiting = inFlight.settled(60_000).then(() => (settled = true));
    await flushed();
    expect(settled).toBe(false);

    release();
    await waiting;
    expect(inFlight.count()).toBe(0);
  });

  it('stops waiting after the limit when a handler never ends', async () => {
    const { inFlight, arrived, port } = await gatedServer();
    const client = request({ host: '127.0.0.1', port, path: '/' });
    client.on('error', () => {});
    client.end();
    await arrived;
    vi.useFakeTimers();
    let settled = false;
    const waiting = inFlight.settled(10_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(inFlight.count()).toBe(1);
    vi.useRealTimers();
    client.destroy();
  });
});
