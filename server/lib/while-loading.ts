// The server's listener while the app loads (server/start.ts): the server listens as soon as the database is open, up
// to date and its start-up duties done, then loads the app (most of its code: Express, the features, their schemas).
// Meanwhile a health check is answered at once, the database asked as /api/health asks it, so a load balancer or a
// deploy script sees the server up without waiting for code that answer does not need; every other request waits and
// goes to the app once it is there, in the order it came. Loading the app holds the event loop (Node reads, compiles
// and runs its modules in one go), so the start asks for it once a first request has been taken (`wanted`): a health
// check answered first is not kept waiting behind it.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface WhileLoading {
  listener: Listener;
  /** Hands over to the app: the waiting requests first, then every request. */
  ready: (app: Listener) => void;
}

/** GET or HEAD /api/health, with or without a query. */
const isHealthCheck = (req: IncomingMessage) => (req.method === 'GET' || req.method === 'HEAD') && /^\/api\/health(\?|$)/.test(req.url ?? '');

export interface WhileLoadingOptions {
  /** The health route's own check (server/features/health/health.service.ts), handed in by the start. */
  databaseUp: () => Promise<boolean>;
  /** Called when the app is needed: a request is waiting for it, or a health check has been answered. */
  wanted: () => void;
  /** The request log, as the app writes it (server/logging/request-log.ts): the answer's X-Request-Id and its line. */
  logRequest: Listener;
}

export function whileLoading({ databaseUp, wanted, logRequest }: WhileLoadingOptions): WhileLoading {
  let app: Listener | undefined;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const answerHealth = async (req: IncomingMessage, res: ServerResponse) => {
    logRequest(req, res);
    const up = await databaseUp();
    // The body and headers the route gives (GET /api/health in the REST contract).
    const body = JSON.stringify({ ok: up, db: up ? 'up' : 'down' });
    res.writeHead(up ? 200 : 503, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body, wanted);
  };
  return {
    listener: (req, res) => {
      if (app) app(req, res);
      else if (isHealthCheck(req)) void answerHealth(req, res);
      else {
        waiting.push([req, res]);
        wanted();
      }
    },
    ready: (loaded) => {
      app = loaded;
      for (const [req, res] of waiting.splice(0)) loaded(req, res);
    },
  };
}
