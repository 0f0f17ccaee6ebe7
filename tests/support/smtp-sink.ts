// A real SMTP server for the e-mail tests, on loopback (nodemailer's smtp-server), that keeps what it receives,
// parsed (mailparser), so a test reads the headers, parts and links of what the app actually sent over SMTP.
// `refuse` makes it answer every message with a temporary failure (451), as a mail relay that is down would.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  /** The envelope's recipients, as the server was told them (RCPT TO). */
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** While true, every message is refused with 451 (nothing is kept). */
  refuse: boolean;
  /** Resolves once `count` messages have arrived in all (polls the list; the timeout is the test's bound). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sink: Partial<SmtpSink> & { refuse: boolean } = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.refuse) {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async waitFor(count: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} e-mails over SMTP, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as SmtpSink;
}
