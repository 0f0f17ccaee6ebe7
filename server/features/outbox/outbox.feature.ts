// The e-mail outbox: the worker that sends what the features queue (server/mail/), and the owner's E-mail screen.
import { startMailWorker } from '../../mail/mail-worker';
import type { ServerFeature } from '../../feature';
import { outboxAdminRoutes } from './outbox.rest';
import { mailAdminTrpc, outboxAdminTrpc } from './outbox.trpc';

export const outbox = {
  trpc: { admin: { outbox: outboxAdminTrpc, mail: mailAdminTrpc } },
  routes: outboxAdminRoutes,
  start: (deps) => startMailWorker(deps),
} satisfies ServerFeature;
