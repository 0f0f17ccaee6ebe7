// The PostgreSQL half of backups: pg_dump's custom format while the server runs, pg_restore --clean on restore.
import { spawn } from 'node:child_process';
import type { DatabaseDump } from './database-dump';
import {
  migrationsFromCopy,
  OTHER_SESSIONS_SQL,
  pgConnection,
  pgDumpCall,
  pgInspectCall,
  pgRestoreCall,
  psqlCall,
  TABLE_COUNT_SQL,
  type ToolCall,
} from './postgres-commands';

/** Runs a client tool and resolves with its standard output; rejects with its error output when it fails. */
export type RunTool = (call: ToolCall) => Promise<string>;

export const runTool: RunTool = (call) =>
  new Promise((resolve, reject) => {
    // The tools inherit the environment (PATH, PGSSLROOTCERT…) plus the call's own variables.
    const child = spawn(call.command, call.args, { env: { ...process.env, ...call.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(`${call.command} was not found: install the PostgreSQL client tools (the server's major version or newer), e.g. apt-get install postgresql-client.`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${call.command} failed (exit ${code}): ${stderr.trim().split('\n').slice(-5).join('\n')}`));
    });
  });

export function postgresDump(databaseUrl: string, run: RunTool = runTool): DatabaseDump {
  const connection = pgConnection(databaseUrl);
  const count = async (sql: string) => Number((await run(psqlCall(connection, sql))).trim());
  return {
    kind: 'postgresql',
    fileName: 'database.pgdump',
    label: connection.label,

    // pg_dump reads one snapshot of the whole database, so the dump is consistent while the server writes.
    async dump(file) {
      await run(pgDumpCall(connection, file));
    },

    async inspect(file) {
      return { migrations: migrationsFromCopy(await run(pgInspectCall(file))) };
    },

    async requireNotInUse() {
      const others = await count(OTHER_SESSIONS_SQL);
      if (others > 0) {
        throw new Error(`${connection.label} has ${others} other open connection(s): stop every server process (and any other client) before restoring.`);
      }
    },

    async hasData() {
      return (await count(TABLE_COUNT_SQL)) > 0;
    },

    async restore(file) {
      await run(pgRestoreCall(connection, file));
    },
  };
}
