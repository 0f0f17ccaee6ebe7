import { describe, expect, it } from 'vitest';
import { migrationsFromCopy, pgConnection, pgDumpCall, pgInspectCall, pgRestoreCall, psqlCall, type ToolCall } from './postgres-commands';
import { postgresDump } from './postgres-dump';

const URL_WITH_PASSWORD = 'postgresql://casa:p%40ss%3Aw0rd%20x@db.example:5433/casa_prod?sslmode=require';
const PASSWORD = 'p@ss:w0rd x';

/** The password in any spelling a command line could carry it. */
function mentionsPassword(args: string[]): boolean {
  return args.some((arg) => arg.includes(PASSWORD) || arg.includes('p%40ss') || arg.includes('w0rd'));
}

describe('pgConnection', () => {
  it('keeps the password out of the URL the tools get and hands it over in PGPASSWORD, decoded', () => {
    const connection = pgConnection(URL_WITH_PASSWORD);
    expect(connection.dbname).toBe('postgresql://casa@db.example:5433/casa_prod?sslmode=require');
    expect(connection.env).toEqual({ PGPASSWORD: PASSWORD });
    expect(connection.label).toBe('db.example:5433/casa_prod');
  });

  it('sets no PGPASSWORD without a password (libpq then reads ~/.pgpass or the inherited PGPASSWORD)', () => {
    expect(pgConnection('postgres://casa@localhost/casa')).toEqual({ dbname: 'postgres://casa@localhost/casa', env: {}, label: 'localhost/casa' });
  });

  it('refuses anything but a PostgreSQL URL, without repeating it', () => {
    expect(() => pgConnection('mysql://casa:secret@host/db')).toThrow(/must start with postgresql:\/\/ \(got mysql:\/\/\)/);
    let message = '';
    try {
      pgConnection('not a url with secret');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/not a valid URL/);
    expect(message).not.toContain('secret');
  });
});

describe('the tools’ command lines', () => {
  const connection = pgConnection(URL_WITH_PASSWORD);
  const calls: ToolCall[] = [
    pgDumpCall(connection, '/backups/x/database.pgdump'),
    pgRestoreCall(connection, '/backups/x/database.pgdump'),
    psqlCall(connection, 'SELECT 1'),
  ];

  it('never carry the password; every call that connects gets it in its environment', () => {
    for (const call of calls) {
      expect(mentionsPassword(call.args), `${call.command} ${call.args.join(' ')}`).toBe(false);
      expect(call.env).toEqual({ PGPASSWORD: PASSWORD });
    }
  });

  it('pg_dump writes the custom format to the file', () => {
    expect(calls[0]).toMatchObject({
      command: 'pg_dump',
      args: ['--format=custom', '--file=/backups/x/database.pgdump', '--dbname=postgresql://casa@db.example:5433/casa_prod?sslmode=require'],
    });
  });

  it('pg_restore replaces what the archive holds in one transaction, owners and grants left to the restoring role', () => {
    expect(calls[1]).toMatchObject({
      command: 'pg_restore',
      args: [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-acl',
        '--single-transaction',
        '--exit-on-error',
        '--dbname=postgresql://casa@db.example:5433/casa_prod?sslmode=require',
        '/backups/x/database.pgdump',
      ],
    });
  });

  it('psql answers bare rows and stops on the first error', () => {
    expect(calls[2]?.args).toEqual([
      '--no-psqlrc',
      '--quiet',
      '--no-align',
      '--tuples-only',
      '--set=ON_ERROR_STOP=1',
      '--dbname=postgresql://casa@db.example:5433/casa_prod?sslmode=require',
      '--command=SELECT 1',
    ]);
  });

  it('reading the migrations back from an archive needs no connection', () => {
    expect(pgInspectCall('/b/database.pgdump')).toEqual({
      command: 'pg_restore',
      args: ['--data-only', '--table=mikro_orm_migrations', '--file=-', '/b/database.pgdump'],
      env: {},
    });
  });
});

describe('migrationsFromCopy', () => {
  // What pg_restore --data-only --table=mikro_orm_migrations --file=- prints (PostgreSQL 15).
  const script = [
    '--',
    '-- PostgreSQL database dump',
    '--',
    "SET client_encoding = 'UTF8';",
    '',
    '--',
    '-- Data for Name: mikro_orm_migrations; Type: TABLE DATA; Schema: public; Owner: casa',
    '--',
    '',
    'COPY public.mikro_orm_migrations (id, name, executed_at) FROM stdin;',
    '3\tMigration20261123120000_content_version\t2026-11-23 16:00:02.1+00',
    '1\tMigration20261122000000_initial\t2026-11-23 16:00:00.5+00',
    '2\tMigration20261123000000_search_text\t2026-11-23 16:00:01.7+00',
    '\\.',
    '',
    '4\tnot a row\t',
  ].join('\n');

  it('reads the names in id order and stops at the end marker', () => {
    expect(migrationsFromCopy(script)).toEqual(['Migration20261122000000_initial', 'Migration20261123000000_search_text', 'Migration20261123120000_content_version']);
  });

  it('undoes COPY escapes and follows the column order', () => {
    expect(migrationsFromCopy('COPY "mikro_orm_migrations" (name, "id") FROM stdin;\nodd\\tname\\\\x\t7\n\\.\n')).toEqual(['odd\tname\\x']);
  });

  it('gives no migrations for an archive without the table’s data', () => {
    expect(migrationsFromCopy('--\n-- PostgreSQL database dump complete\n--\n')).toEqual([]);
  });
});

describe('postgresDump', () => {
  function recording(answers: Record<string, string> = {}) {
    const calls: ToolCall[] = [];
    const run = async (call: ToolCall) => {
      calls.push(call);
      const sql = call.args.find((arg) => arg.startsWith('--command='));
      return (sql && Object.entries(answers).find(([pattern]) => sql.includes(pattern))?.[1]) ?? '';
    };
    return { calls, dump: postgresDump(URL_WITH_PASSWORD, run) };
  }

  it('refuses a restore while other sessions are open on the database', async () => {
    const { dump } = recording({ pg_stat_activity: '2\n' });
    await expect(dump.requireNotInUse()).rejects.toThrow('db.example:5433/casa_prod has 2 other open connection(s)');
    await expect(recording({ pg_stat_activity: '0\n' }).dump.requireNotInUse()).resolves.toBeUndefined();
  });

  it('has data when the schema holds tables', async () => {
    expect(await recording({ pg_tables: '12\n' }).dump.hasData()).toBe(true);
    expect(await recording({ pg_tables: '0\n' }).dump.hasData()).toBe(false);
  });

  it('dumps and restores through pg_dump and pg_restore', async () => {
    const { calls, dump } = recording();
    await dump.dump('/b/database.pgdump');
    await dump.restore('/b/database.pgdump');
    expect(calls.map((call) => call.command)).toEqual(['pg_dump', 'pg_restore']);
    expect(dump).toMatchObject({ kind: 'postgresql', fileName: 'database.pgdump' });
  });
});
