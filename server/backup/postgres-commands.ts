// The PostgreSQL client tools' command lines for backups. The password never goes on a command line (other users
// of the machine can read those in `ps`): the URL is passed without it and libpq reads it from PGPASSWORD.
import { MIGRATIONS_TABLE } from './database-dump';

export interface ToolCall {
  command: 'pg_dump' | 'pg_restore' | 'psql';
  args: string[];
  /** Added to the tool's environment. */
  env: Record<string, string>;
}

export interface PgConnection {
  /** The connection URL without its password, for --dbname. */
  dbname: string;
  env: Record<string, string>;
  /** Host and database, for messages. */
  label: string;
}

export function pgConnection(databaseUrl: string): PgConnection {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    // The URL holds the password: the message must not repeat it.
    throw new Error('The PostgreSQL URL is not a valid URL (expected postgresql://user:password@host:port/database).');
  }
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:') {
    throw new Error(`The database URL must start with postgresql:// (got ${url.protocol}//).`);
  }
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.href, env: password ? { PGPASSWORD: password } : {}, label: `${url.host}${url.pathname}` };
}

/** A custom-format archive: compressed, and pg_restore can pick from it (the migrations table, for one). */
export function pgDumpCall(connection: PgConnection, file: string): ToolCall {
  return { command: 'pg_dump', args: ['--format=custom', `--file=${file}`, `--dbname=${connection.dbname}`], env: connection.env };
}

/**
 * Drops what the archive holds and recreates it, in one transaction (a failure leaves the database as it was). Owners
 * and grants are left out: the objects belong to the role restoring, which need not exist under the same name.
 */
export function pgRestoreCall(connection: PgConnection, file: string): ToolCall {
  return {
    command: 'pg_restore',
    args: ['--clean', '--if-exists', '--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', `--dbname=${connection.dbname}`, file],
    env: connection.env,
  };
}

/** Prints the migrations table's rows from an archive as SQL (no database involved): reads and checks the archive. */
export function pgInspectCall(file: string): ToolCall {
  return { command: 'pg_restore', args: ['--data-only', `--table=${MIGRATIONS_TABLE}`, '--file=-', file], env: {} };
}

/** One query, answered as bare text: one row a line, columns separated by `|`. */
export function psqlCall(connection: PgConnection, sql: string): ToolCall {
  return {
    command: 'psql',
    args: ['--no-psqlrc', '--quiet', '--no-align', '--tuples-only', '--set=ON_ERROR_STOP=1', `--dbname=${connection.dbname}`, `--command=${sql}`],
    env: connection.env,
  };
}

/**
 * Other client sessions on the database: the server's pool keeps at least one open while it runs. Background workers
 * have no user; backend_type reads NULL on other roles' sessions unless the role may read all statistics.
 */
export const OTHER_SESSIONS_SQL =
  'SELECT count(*) FROM pg_catalog.pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() ' +
  "AND usesysid IS NOT NULL AND coalesce(backend_type, 'client backend') = 'client backend'";

export const TABLE_COUNT_SQL = 'SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = current_schema()';

const COPY_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };

/** The migration names in `pg_restore --data-only --table=…` output (a COPY … FROM stdin block), ordered by id. */
export function migrationsFromCopy(script: string): string[] {
  const lines = script.split('\n');
  const header = new RegExp(`^COPY (?:\\S+\\.)?"?${MIGRATIONS_TABLE}"? \\((.*)\\) FROM stdin;$`);
  const start = lines.findIndex((line) => header.test(line));
  if (start < 0) return [];
  const columns = (header.exec(lines[start] as string)?.[1] ?? '').split(',').map((column) => column.trim().replace(/^"|"$/g, ''));
  const idColumn = columns.indexOf('id');
  const nameColumn = columns.indexOf('name');
  if (idColumn < 0 || nameColumn < 0) throw new Error(`The archive's ${MIGRATIONS_TABLE} has no id and name columns.`);
  const rows: { id: number; name: string }[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    const fields = line.split('\t').map((field) => field.replace(/\\(.)/g, (_all, char: string) => COPY_ESCAPES[char] ?? char));
    rows.push({ id: Number(fields[idColumn]), name: fields[nameColumn] ?? '' });
  }
  return rows.sort((a, b) => a.id - b.id).map((row) => row.name);
}
