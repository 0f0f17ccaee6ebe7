// Seeds the demo content: `npm run db:seed` fills an empty database; `npm run db:seed -- --reset`
// rebuilds a development database from scratch (all data is lost; refused when NODE_ENV=production).
import { parseEnv } from '../env';
import { projectRoot } from '../lib/project-root';
import { migrator as loadMigrator, openDatabase } from '../db/orm';
import { databaseTarget, describeTarget } from '../db/database-target';
import { bootstrapData } from '../bootstrap';
import { isContentEmpty } from '../seeders/demo-seeder';
import { systemClock } from '../lib/clock';
import { ENTITIES, TABLES } from '../tables';

async function run(args: string[]): Promise<void> {
  const env = parseEnv();
  const reset = args.includes('--reset');
  if (reset && env.NODE_ENV === 'production' && !args.includes('--force')) {
    throw new Error('Refusing to wipe a production database (NODE_ENV=production). Add --force if you really mean it.');
  }
  const target = databaseTarget(env, projectRoot);
  const orm = await openDatabase(target, { entities: ENTITIES, quiet: true });
  try {
    if (reset) {
      const migrator = await loadMigrator(orm);
      await migrator.down({ to: 0 });
      await migrator.up();
      console.log(`Rebuilt ${describeTarget(target)} from the migrations.`);
    } else if (!(await isContentEmpty(orm.em.fork(), TABLES))) {
      console.log('The database already has content: nothing seeded (use --reset to rebuild a development database).');
      return;
    }
    await bootstrapData(orm.em.fork(), systemClock, {
      tables: TABLES,
      seedDemo: true,
      timeZone: env.TIME_ZONE,
      adminEmail: env.ADMIN_EMAIL,
      adminName: env.ADMIN_NAME,
      adminPassword: env.ADMIN_PASSWORD,
      log: (line) => console.log(line),
      announce: (text) => console.log(text),
    });
  } finally {
    await orm.close(true);
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
