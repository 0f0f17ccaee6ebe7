// npm run db:restore -- <backup folder> [--force]: puts a backup made by db:backup back into this installation, which
// must be stopped. What it replaces is kept first, as a backup of its own under BACKUP_DIR.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../env';
import { MIGRATION_NAMES } from '../db/migrations/migration-names';
import { restoreBackup } from '../backup/restore-backup';
import { backupTarget } from './backup-target';

const USAGE =
  'Usage: npm run db:restore -- <backup folder> [--force]\n' +
  '  Stop the server first. --force restores even when no safety copy of the current data can be made.';

async function run(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: { force: { type: 'boolean' }, help: { type: 'boolean' } }, allowPositionals: true, strict: true });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [folder, ...extra] = positionals;
  if (!folder || extra.length) throw new Error(`Name one backup folder to restore.\n${USAGE}`);
  const env = parseEnv();
  const target = backupTarget(env);
  const { manifest, safetyCopy } = await restoreBackup({
    ...target,
    folder: resolve(folder),
    knownMigrations: [...MIGRATION_NAMES],
    force: values.force ?? false,
    log: (line) => console.warn(line),
  });
  console.log(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.app.version}, schema ${manifest.database.latestMigration ?? 'empty'}) into ${target.dump.label}${env.UPLOADS_STORE === 'database' ? ' (photos included)' : ` and ${target.uploadsDir}`}.\n` +
      (safetyCopy ? `What it replaced is kept in ${safetyCopy}.\n` : '') +
      'Start the server: migrations newer than the backup run on start.',
  );
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) console.error(USAGE);
  process.exit(1);
});
