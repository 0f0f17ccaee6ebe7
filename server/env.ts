// The only reader of process.env: every setting, validated once at start-up.
import { join } from 'node:path';
import { z } from 'zod';
import { isTimeZone } from '../shared/rules/dates';
import { site } from '../shared/config/site';
import { LOG_LEVELS, type LogLevel } from './logging/logger';
import { postgresUrlProblem } from './db/database-target';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).positive({ error: 'must be above 0' });

const postgresUrl = z.string().superRefine((value, ctx) => {
  const problem = postgresUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int({ error: 'must be a port number' }).min(0).max(65535).default(3000),
  /** The folder of the bar's own data: the SQLite file and the uploads default to living in it. */
  DATA_DIR: z.string().min(1).default('data'),
  /** Unset: DATA_DIR/casa-olivera.sqlite. */
  DATABASE_PATH: z.string().min(1).optional(),
  /** postgresql://user:password@host:port/database: that PostgreSQL database instead of the SQLite file. */
  DATABASE_URL: postgresUrl.optional(),
  /** Uploaded photos: originals and their resized variants (served under /uploads). Unset: DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().min(1).optional(),
  /**
   * Where uploaded photos are kept: `folder` (UPLOADS_DIR) or `database` (a table, so every server process on a shared
   * PostgreSQL database serves a photo uploaded through any of them).
   */
  UPLOADS_STORE: z.enum(['folder', 'database'], { error: 'must be folder or database' }).default('folder'),
  /** Seed the demo content into an empty database on start. */
  SEED_DEMO: bool.default(true),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@casaolivera.example'),
  ADMIN_NAME: z.string().trim().min(1).max(120).default('Admin'),
  ADMIN_PASSWORD: z.string().min(12, { error: 'must be at least 12 characters' }).max(256).optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().max(24 * 90).default(12),
  LOGIN_RATE_LIMIT: positiveInt.default(10),
  LOGIN_RATE_WINDOW_MINUTES: positiveInt.default(15),
  CONTACT_RATE_LIMIT: positiveInt.default(5),
  CONTACT_RATE_WINDOW_MINUTES: positiveInt.default(10),
  /** Comma-separated origins allowed to call /api from a browser; empty = same-origin only. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  /** Express "trust proxy" setting, so rate limits see the guest's address behind a proxy. */
  TRUST_PROXY: z.string().default('false'),
  TIME_ZONE: z.string().default(site.timeZone).refine(isTimeZone, { error: 'must be an IANA time zone' }),
  /** fatal … trace, or silent. Unset: info (request lines included), warn under NODE_ENV=test. */
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  /**
   * Other server processes (or tools) write to the same database: the public-read cache asks it on each request.
   * Unset: true with DATABASE_URL (several processes on one PostgreSQL database are its point), false on SQLite.
   */
  DATABASE_SHARED: bool.optional(),
  /** Where `npm run db:backup` writes its dated folders (and where a restore keeps its safety copy). */
  BACKUP_DIR: z.string().min(1).default('backups'),
  /** smtp://host:25, smtp://user:pass@host:587 or smtps://user:pass@host:465. Unset: e-mails stay queued in the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /**
   * The From of every e-mail: an address, with or without a display name ("Casa Olivera <hola@casaolivera.example>").
   * Unset: the bar's name as the owner keeps it in the settings, at the identity module's address.
   */
  MAIL_FROM: z.string().trim().refine(isMailbox, { error: 'must be an e-mail address, optionally as "Name <address>"' }).optional(),
  /**
   * How often each server process looks in the outbox for e-mails it was not woken for (queued by another process, or
   * due for another try), in seconds: 0.1 to 3600. An e-mail this process queues goes out at once either way.
   */
  MAIL_POLL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.1, { error: 'must be at least 0.1' }).max(3600, { error: 'must be at most 3600' }).default(2),
  /**
   * The site's own address, as guests reach it (https://tapas.example.org, or a folder under one): every absolute
   * address the site writes starts with it (canonical links, hreflang, the sitemap, robots.txt, JSON-LD, the print
   * pages and their QR codes, the OpenAPI document, e-mail links). Read at start-up, so one build serves any address.
   * Unset: http://localhost:3000, with a warning in production (parseEnv's `warnings`).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
});

/** PUBLIC_URL when it is not set: right for a server tried on this computer, wrong for any guest. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** "address" or "Display Name <address>", with no line breaks (it becomes the From header). */
function isMailbox(value: string): boolean {
  const match = /^(?:([^<>\r\n"]*[^<>\r\n"\s])\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  return address !== undefined && z.email().safeParse(address).success;
}

type Derived = 'DATABASE_SHARED' | 'DATABASE_PATH' | 'UPLOADS_DIR' | 'PUBLIC_URL';
export type Env = Omit<z.infer<typeof envSchema>, Derived> & {
  DATABASE_PATH: string;
  UPLOADS_DIR: string;
  DATABASE_SHARED: boolean;
  PUBLIC_URL: string;
  /** What start-up logs as warnings: settings that work but are likely a mistake (production without PUBLIC_URL). */
  warnings: string[];
};

/** The log level in effect: the setting, or the default for the environment (tests keep their output to problems). */
export function logLevel(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): LogLevel {
  return env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info');
}

/** Parses the environment; on a bad value throws an Error whose message names each variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  ${name}: ${issue.message} (got ${JSON.stringify(shown(name, source[name]))})`;
    });
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = result.data;
  return {
    ...data,
    // The data folder holds what the bar cannot rebuild; moving it (DATA_DIR) moves both unless one is set apart.
    DATABASE_PATH: data.DATABASE_PATH ?? join(data.DATA_DIR, 'casa-olivera.sqlite'),
    UPLOADS_DIR: data.UPLOADS_DIR ?? join(data.DATA_DIR, 'uploads'),
    DATABASE_SHARED: data.DATABASE_SHARED ?? data.DATABASE_URL !== undefined,
    PUBLIC_URL: data.PUBLIC_URL ?? DEFAULT_PUBLIC_URL,
    warnings:
      data.PUBLIC_URL === undefined && data.NODE_ENV === 'production'
        ? [`PUBLIC_URL is not set: links, the sitemap, the JSON-LD, the printed menus and their QR codes say ${DEFAULT_PUBLIC_URL}. Set it to the site's address (docs/deploying.md).`]
        : [],
  };
}

/** A value as an error message may show it (start-up errors end up in logs): secrets are masked. */
function shown(name: string, value: string | undefined): string | undefined {
  if (!value) return value;
  if (name === 'ADMIN_PASSWORD') return `*** (${value.length} characters)`;
  if (name !== 'DATABASE_URL' && name !== 'SMTP_URL') return value;
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:).*@/i, '$1***@');
}

/** Express "trust proxy" value from TRUST_PROXY: true/false, a hop count, or a list of addresses. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
