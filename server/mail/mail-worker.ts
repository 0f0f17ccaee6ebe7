// The mail worker: one per server process. It sends what the outbox holds (outbox-claims.ts) over SMTP_URL, right after
// a commit of this process that queued an e-mail, and every few seconds otherwise (e-mails queued by another process
// sharing the database, retries that came due). Without SMTP_URL it says so once and leaves the e-mails queued.
import type { Transporter } from 'nodemailer';
import type { AppDeps } from '../context';
import { watchWrites } from '../db/watch-writes';
import { claimEmail, dueEmailIds, LEASE_MS, markFailedAttempt, markSent, releaseEmail } from './outbox-claims';
import { OutboxEmail } from './outbox-email.entity';
import { site } from '../../shared/config/site';
import { readBarSettings } from '../bar-settings/bar-settings';
import { toMailMessage, type MailFrom } from './mail-message';

const BATCH = 20;

export interface MailWorker {
  /** Look at the outbox now (after a commit that queued an e-mail). */
  wake(): void;
  /** Stops polling, lets the e-mail being sent finish, and closes the SMTP connection. */
  stop(): Promise<void>;
}

type WorkerDeps = Pick<AppDeps, 'orm' | 'clock' | 'log'> & { settings: Pick<AppDeps['settings'], 'mail'> };

/** nodemailer is loaded only when e-mail is set up, and not before the server listens (the worker starts then). */
async function smtpTransport(smtpUrl: string): Promise<Transporter> {
  const { createTransport } = await import('nodemailer');
  // Bounded waits, so a send always ends well inside the row's lease (LEASE_MS).
  return createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
}

/** What a failure says, for the outbox screen: the SMTP server's answer or the connection error. */
function describeError(error: unknown): { text: string; code: string | undefined } {
  const e = error as { message?: string; code?: string; responseCode?: number };
  return { text: e.message || String(error), code: [e.code, e.responseCode].filter(Boolean).join(' ') || undefined };
}

/**
 * Wakes the worker after the commit of a flush that queued an e-mail or queued one again (an owner's retry); inside an
 * outer transaction, at its commit. The worker's own writes are native updates, so they never wake it.
 */
function wakeOnQueuedEmail(deps: WorkerDeps, wake: () => void): void {
  watchWrites(deps.orm, { entities: [OutboxEmail], kinds: ['create', 'update'], afterCommit: wake });
}

/** Without MAIL_FROM: the bar's name as the owner keeps it now, at the identity module's address (the one SPF covers). */
async function settingsFrom(em: Parameters<typeof readBarSettings>[0]): Promise<MailFrom> {
  const { name } = await readBarSettings(em);
  return { name, address: site.email };
}

/**
 * `pollMs`: how often to look without being woken; MAIL_POLL_SECONDS unless a test sets it (long, to see the wake-up
 * alone).
 */
export function startMailWorker(deps: WorkerDeps, { pollMs = deps.settings.mail.pollMs }: { pollMs?: number } = {}): MailWorker {
  const { smtpUrl, from } = deps.settings.mail;
  if (!smtpUrl) {
    deps.log.warn('E-mail is not set up (no SMTP_URL): e-mails stay queued in the outbox until it is.');
    return { wake() {}, stop: async () => {} };
  }
  const transport = smtpTransport(smtpUrl);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  async function sendOne(id: number): Promise<void> {
    const em = deps.orm.em.fork();
    const now = deps.clock.now();
    const email = await claimEmail(em, id, now, new Date(now.getTime() + LEASE_MS));
    if (!email) return;
    if (stopped) return void (await releaseEmail(em, email));
    try {
      await (await transport).sendMail(toMailMessage(email, from ?? (await settingsFrom(em))));
    } catch (error) {
      const { text, code } = describeError(error);
      const outcome = await markFailedAttempt(em, email, text, deps.clock.now());
      // The id and the error code only: an SMTP answer can quote a recipient's address.
      deps.log.warn({ emailId: email.id, kind: email.kind, attempts: email.attempts + 1, code }, outcome === 'failed' ? 'E-mail not sent for a day: marked failed' : 'E-mail not sent; will retry');
      return;
    }
    await markSent(em, email, deps.clock.now());
    deps.log.info({ emailId: email.id, kind: email.kind }, 'E-mail sent');
  }

  async function drain(): Promise<void> {
    for (;;) {
      const ids = await dueEmailIds(deps.orm.em.fork(), deps.clock.now(), BATCH);
      for (const id of ids) {
        if (stopped) return;
        await sendOne(id);
      }
      if (ids.length < BATCH || stopped) return;
    }
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      // A warning, not an error: the e-mails stay in the outbox and the next round picks them up. Only the error's
      // kind: a database error's message quotes its SQL with the values (recipients, the SMTP answer).
      .catch((error: unknown) => {
        const { name, code } = error as { name?: string; code?: string };
        deps.log.warn({ error: name, code }, 'The mail worker could not read the outbox; it tries again shortly');
      })
      .finally(() => {
        running = null;
        if (stopped) return;
        const soon = again;
        again = false;
        timer = setTimeout(run, soon ? 0 : pollMs);
      });
  }

  wakeOnQueuedEmail(deps, run);
  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      (await transport).close();
    },
  };
}
