// One log line per request, for every answer (those the public-read cache sends included): method, path, status,
// duration and a request id, which is also sent back as X-Request-Id. The query string, the headers and the body
// are left out: they can hold a guest's search, a token or a password. Kept cheap: it runs before the cache, so a
// stored answer pays for it too.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { Logger } from './logger';

/** Express's compiled "trust proxy" setting (`app.get('trust proxy fn')`): is the peer at this hop a trusted proxy? */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * A TRUST_PROXY setting compiled as Express compiles it (with proxy-addr, as Express does), for the requests answered
 * before Express is loaded (server/lib/while-loading.ts): true or false, a number of hops, or addresses and subnets.
 */
export function compileTrustProxy(setting: boolean | number | string): TrustProxy {
  if (typeof setting === 'boolean') return () => setting;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting.split(',').map((part) => part.trim()));
}

const REQUEST_ID = Symbol('requestId');
type WithRequestId = IncomingMessage & { [REQUEST_ID]?: string };

/** What an id from the proxy may look like (a UUID, a trace id, …): short, and nothing a log reader could trip on. */
const SANE_ID = /^[\w.:@+=/-]{1,128}$/;
const MAX_PATH_LOGGED = 1024;

/** A trusted proxy's X-Request-Id when it is sane (so its logs and ours share it); otherwise a fresh UUID. */
export function chooseRequestId(req: IncomingMessage, trust: TrustProxy): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && SANE_ID.test(incoming) && trust(req.socket.remoteAddress ?? '', 0)) return incoming;
  return randomUUID();
}

/** The id of the request, for error lines logged while it runs. */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return (req as WithRequestId)[REQUEST_ID];
}

function pathOf(url: string | undefined): string {
  const path = url ?? '';
  const query = path.indexOf('?');
  return (query === -1 ? path : path.slice(0, query)).slice(0, MAX_PATH_LOGGED);
}

export function requestLogger(log: Logger, trust: TrustProxy): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const id = chooseRequestId(req, trust);
    (req as WithRequestId)[REQUEST_ID] = id;
    res.setHeader('X-Request-Id', id);
    if (!log.isLevelEnabled('error')) return;
    const start = performance.now();
    // Read now: Express rewrites req.url inside mounted routers.
    const path = pathOf(req.url);
    // 'close' follows 'finish', and also comes alone when the client went away first: one listener sees both.
    res.once('close', () => {
      const status = res.statusCode;
      const line = { reqId: id, method: req.method, path, status, durationMs: Math.round((performance.now() - start) * 10) / 10, aborted: res.writableFinished ? undefined : true };
      if (status >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    });
  };
}
