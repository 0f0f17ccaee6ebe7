// npm run db:backup [-- --out <folder>]: a consistent copy of the live database and the uploaded photos, taken while
// the server runs, into a dated folder under BACKUP_DIR (or --out).
import { parseArgs } from 'node:util';
import { parseEnv } from '../env';
import { createBackup } from '../backup/create-backup';
import { backupTarget } from './backup-target';

const USAGE = 'Usage: npm run db:backup [-- --out <folder>]   (default folder: BACKUP_DIR, "backups")';

async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' }, help: { type: 'boolean' } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = parseEnv();
  const target = backupTarget(env, values.out);
  const { folder, manifest } = await createBackup(target);
  const database = manifest.files.find((file) => file.path === manifest.database.file);
  const photos = manifest.files.length - 1;
  console.log(
    `Backup written to ${folder}\n` +
      `  database: ${target.dump.label} (${manifest.database.kind}, ${database?.bytes ?? 0} bytes, schema ${manifest.database.latestMigration ?? 'empty'})\n` +
      (env.UPLOADS_STORE === 'database' ? '  uploads:  in the database (UPLOADS_STORE=database)' : `  uploads:  ${photos} file(s) from ${target.uploadsDir}`),
  );
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) console.error(USAGE);
  process.exit(1);
});
