// The requests a server is still handling. A client that hangs up does not stop its request's handler: the
// connection is gone (so server.close() may already report the server closed) while the handler still reads and
// writes the database. Shutdown waits for them here before it closes the database under them.
import type { Server } from 'node:http';

export interface InFlight {
  /** How many requests are being handled now. */
  count(): number;
  /** Resolves once no request is being handled (at once when none is), or after `limitMs` at the latest. */
  settled(limitMs: number): Promise<void>;
}

export function trackInFlight(server: Server): InFlight {
  let count = 0;
  let waiters: (() => void)[] = [];
  server.on('request', (_req, res) => {
    count += 1;
    // 'close' fires once the answer is sent or the connection is gone, and only after the handler's own end()
    // when there is one: a handler still at work when the client left ends the request when it finishes.
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      count -= 1;
      if (count === 0) {
        const resolved = waiters;
        waiters = [];
        resolved.forEach((resolve) => resolve());
      }
    };
    res.once('finish', finish);
    res.once('close', () => {
      if (res.writableEnded) return finish();
      // The client left before the answer was written: the handler is still at work until it ends the response.
      // Node then emits no 'finish' (nothing reaches the socket) but does emit 'prefinish', the stream event for
      // "end() was called and everything is handed over", so that is the handler's end.
      res.once('prefinish', finish);
    });
  });
  return {
    count: () => count,
    settled: (limitMs) =>
      count === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, limitMs);
            waiters.push(() => {
              clearTimeout(timer);
              resolve();
            });
          }),
  };
}
