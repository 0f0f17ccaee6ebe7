// The server's logger: one JSON object per line on stdout (pino), for a log collector; readable lines through
// pino-pretty in development. What is logged is chosen field by field (request-log.ts logs no headers and no bodies);
// the redaction below is the second line of defence for anything that still carries a secret.
import pino, { type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Where a credential or a guest's message could sit in a log call: a request's or error's headers and body, a
 * password or token passed by mistake. Exact paths, no wildcards: pino then redacts only objects under these keys,
 * and a request line (none of them) is written at full speed.
 */
const REDACTED = [
  'password',
  'token',
  'body',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'res.headers["set-cookie"]',
  'err.body',
  'err.config',
];

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED, censor: '[redacted]' } }, destination);
}

/**
 * Development: the same lines, pretty-printed (a request line reads `GET /menu 200 3.1ms`). pino-pretty is a
 * development dependency, so where it is not installed the lines stay JSON.
 */
export async function prettyOutput(): Promise<DestinationStream | undefined> {
  let pretty: typeof PinoPretty;
  try {
    pretty = (await import('pino-pretty')).default;
  } catch {
    return undefined;
  }
  return pretty({
    colorize: true,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,method,path,status,durationMs',
    messageFormat: (log: Record<string, unknown>, messageKey: string) => (log.method ? `${String(log.method)} ${String(log.path)} ${String(log.status)} ${String(log.durationMs)}ms` : String(log[messageKey] ?? '')),
  });
}
