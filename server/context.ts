// One request context for both transports: services receive it explicitly.
import type { EntityManager } from '@mikro-orm/knex';
import type { Request } from 'express';
import type { UserDto } from '../shared/schemas/auth';
import type { StaffRole } from '../shared/rules/staff-roles';
import type { Clock } from './lib/clock';
import type { Limiters } from './rate-limits/limiter-stores';
import type { Orm } from './db/orm';
import type { ContentVersion } from './http-cache/content-version';
import type { Logger } from './logging/logger';

export interface AuthUser extends UserDto {
  id: number;
  sessionId: number;
  /** What the account may do: the role gates (rest/require-role.ts, trpc/init.ts) compare it with the least role declared. */
  role: StaffRole;
}

/** Long-lived pieces the server is built from (one per process). */
/** How the app serves the browser's code (server/app.ts). */
export interface ClientServing {
  mode: 'built' | 'vite' | 'none';
  /** Built: the folder with index.html (the server renderer is built beside it); vite: the project root. */
  dir?: string;
}

export interface AppDeps {
  orm: Orm;
  clock: Clock;
  settings: {
    timeZone: string;
    tokenTtlHours: number;
    /** Absolute path of the uploads folder (originals and served variants). */
    uploadsDir: string;
    /** UPLOADS_STORE: photos in that folder, or in the database (server/features/uploads/configured-upload-store.ts). */
    uploadsStore: 'folder' | 'database';
    corsOrigins: string[];
    trustProxy: boolean | number | string;
    /**
     * PUBLIC_URL: the site's own address, without a trailing slash ("https://tapas.example.org"). Every absolute
     * address the site writes starts with it (`siteAddress(path, publicUrl)`): pages' canonical and hreflang links,
     * sitemap, robots.txt, JSON-LD, print pages, QR codes, the OpenAPI document, e-mail links.
     */
    publicUrl: string;
    /**
     * E-mail (server/mail): the SMTP server (null: e-mails stay queued) and the From (null: the settings' bar name at the
     * identity module's address, read when each e-mail goes out). Links in them start with `publicUrl`.
     */
    mail: { smtpUrl: string | null; from: string | null; pollMs: number };
  };
  /** Login attempts (per address and per account) and contact messages (per address), counted in the database. */
  limiters: Limiters;
  /** Moves on with every content write; the public-read cache keys its answers by it. */
  contentVersion: ContentVersion;
  /** The process's logger; a failure is logged with its request's id (logging/request-log.ts). */
  log: Logger;
}

export interface Ctx {
  em: EntityManager;
  user: AuthUser | null;
  clock: Clock;
  settings: AppDeps['settings'];
  limiters: AppDeps['limiters'];
  /** The client's address as Express sees it (trust proxy applied). */
  ip: string;
  userAgent: string | null;
  /** The page a form was sent from (X-Page-Path header), when the client says. */
  pagePath: string | null;
  /** The contact form's hidden field as sent (X-Honeypot header), or null; the contacts service decides what it means. */
  honeypot: string | null;
  /** The login's device cookie as sent (server/auth/device-cookie.ts): the tokens of accounts this browser knows. */
  deviceTokens: string[];
  /** Sets the device cookie on the answer (both transports); does nothing where there is no answer (tests, CLI). */
  rememberDevice: (tokens: string[]) => void;
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
