import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxySetting } from '../env';
import { createLogger } from './logger';
import { chooseRequestId, compileTrustProxy, requestIdOf, requestLogger, type TrustProxy } from './request-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function request(headers: IncomingMessage['headers'], remoteAddress = '127.0.0.1'): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  return Object.assign(Object.create(null) as IncomingMessage, { headers, socket });
}

const trustLoopback = (address: string) => address === '127.0.0.1';

describe('compileTrustProxy', () => {
  it('trusts the addresses and hops Express trusts, for every kind of TRUST_PROXY', () => {
    const peers = ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '192.168.0.7', '172.16.5.5', '203.0.113.9', '2001:db8::1'];
    for (const value of ['true', 'false', '0', '1', '2', 'loopback', 'uniquelocal', 'loopback, 10.0.0.0/8', '203.0.113.9,2001:db8::/32']) {
      const app = express().set('trust proxy', trustProxySetting(value));
      const expressTrusts = app.get('trust proxy fn') as TrustProxy;
      const ours = compileTrustProxy(trustProxySetting(value));
      for (const peer of peers) for (const hop of [0, 1, 2]) expect(ours(peer, hop), `${value}: ${peer} at hop ${hop}`).toBe(expressTrusts(peer, hop));
    }
  });
});

describe('chooseRequestId', () => {
  it("keeps a trusted proxy's sane id", () => {
    expect(chooseRequestId(request({ 'x-request-id': 'edge-7f3a:42' }), trustLoopback)).toBe('edge-7f3a:42');
  });

  it('makes a UUID when the peer is not a trusted proxy, or the id is not sane', () => {
    expect(chooseRequestId(request({ 'x-request-id': 'edge-7f3a:42' }, '198.51.100.9'), trustLoopback)).toMatch(UUID);
    for (const bad of ['', 'with space', 'x'.repeat(129), 'line\nbreak', 'quote"d']) {
      expect(chooseRequestId(request({ 'x-request-id': bad }), trustLoopback)).toMatch(UUID);
    }
    expect(chooseRequestId(request({}), trustLoopback)).toMatch(UUID);
  });
});

describe('requestLogger', () => {
  const written: Record<string, unknown>[] = [];
  const seenIds: (string | undefined)[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const logRequest = requestLogger(createLogger('info', { write: (line: string) => void written.push(JSON.parse(line) as Record<string, unknown>) }), () => false);
    server = createServer((req, res) => {
      logRequest(req, res);
      seenIds.push(requestIdOf(req));
      res.statusCode = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
      res.end('ok');
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function logged(path: string): Promise<Record<string, unknown>> {
    const response = await fetch(`${base}${path}`);
    const id = response.headers.get('x-request-id');
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const line = written.find((entry) => entry.reqId === id);
      if (line) return line;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`not logged: ${path}`);
  }

  it('writes one info line per answer, with the id the handlers see', async () => {
    const line = await logged('/menu?status=404');
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', path: '/menu', status: 404 });
    expect(seenIds.at(-1)).toBe(line.reqId);
    expect(written.filter((entry) => entry.reqId === line.reqId)).toHaveLength(1);
  });

  it('writes a 5xx answer at error level (what the API tests count as a server-side failure)', async () => {
    expect(await logged('/api/x?status=503')).toMatchObject({ level: 50, status: 503 });
  });
});
