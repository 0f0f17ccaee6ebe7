// Which database the server uses: the embedded SQLite file by default, PostgreSQL when DATABASE_URL is set.
// The one place that decides; the ORM configuration, the rate-limit store and the tests all follow it.
import { resolve } from 'node:path';

export type DatabaseTarget = { kind: 'sqlite'; path: string } | { kind: 'postgresql'; url: string };

/** The target from the parsed settings; a relative DATABASE_PATH is taken from `baseDir`. */
export function databaseTarget(env: { DATABASE_URL?: string | undefined; DATABASE_PATH: string }, baseDir: string): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgresql', url: env.DATABASE_URL };
  return { kind: 'sqlite', path: resolve(baseDir, env.DATABASE_PATH) };
}

/** For logs and messages: the file, or the server and database without the password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return `SQLite ${target.path}`;
  const url = new URL(target.url);
  return `PostgreSQL ${url.username ? `${decodeURIComponent(url.username)}@` : ''}${url.host}${url.pathname}`;
}

/** Why a DATABASE_URL cannot be used, or null when it can. */
export function postgresUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL like postgresql://user:password@host:5432/database';
  }
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:') return 'must start with postgresql:// (only PostgreSQL is supported)';
  if (!url.hostname) return 'must name the server host';
  if (url.pathname.replace(/^\//, '') === '') return 'must name the database after the host (…/database)';
  if (url.pathname.slice(1).includes('/')) return 'must name one database after the host (…/database)';
  return null;
}
