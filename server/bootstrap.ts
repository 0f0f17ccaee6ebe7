// Start-up duties: the features' own (the regular week into an empty hours table, the bundled photos into an empty
// gallery), the bar's details, demo content into an empty database, a first staff account, and no dead sessions kept.
// They run before the server listens (server/start.ts), so each looks before it loads: on an existing database, the
// usual start, none has anything to write, and what would write (the schemas that check it) stays unloaded until the
// app loads it anyway (docs/performance.md).
import type { EntityManager } from '@mikro-orm/knex';
import { localDate } from '../shared/rules/dates';
import { pruneSessions } from './auth/sessions';
import { StaffUser } from './auth/staff-user.entity';
import { BAR_SETTINGS_ID, BarSettings } from './bar-settings/bar-settings.entity';
import type { FeatureTables } from './feature';
import type { Clock } from './lib/clock';
import { isContentEmpty, seedDemoContent } from './seeders/demo-seeder';

export interface BootstrapOptions {
  /** The features' tables (server/tables.ts), whose start-up duties run in the list's order. */
  tables: readonly FeatureTables[];
  seedDemo: boolean;
  timeZone: string;
  adminEmail: string;
  adminName: string;
  adminPassword: string | undefined;
  log: (line: string) => void;
  /** For the person at the terminal, never the log: the generated first password, shown once. */
  announce: (text: string) => void;
}

export async function bootstrapData(em: EntityManager, clock: Clock, options: BootstrapOptions): Promise<void> {
  // Logins prune too, but a server that nobody signs in to for weeks should not keep them either.
  await pruneSessions(em, clock);
  // Every installation, demo or not: what the identity module and the site's files give becomes what staff then edit.
  for (const tables of options.tables) await tables.bootstrap?.(em, options.log);
  // Likewise the bar's details: the identity module's become the record the owner then edits.
  if ((await em.count(BarSettings, { id: BAR_SETTINGS_ID })) === 0) {
    const { seedBarSettings } = await import('./bar-settings/bar-settings');
    if (await seedBarSettings(em)) options.log('Filled the bar\'s details from the identity module (shared/config/site.ts).');
  }
  if (options.seedDemo && (await isContentEmpty(em, options.tables))) {
    await seedDemoContent(em, options.tables, localDate(options.timeZone, clock.now()));
    options.log('Seeded the demo menu, drinks, offers and highlights into the empty database.');
  }
  if ((await em.count(StaffUser)) === 0) await createFirstAccount(em, options);
}

async function createFirstAccount(em: EntityManager, options: BootstrapOptions): Promise<void> {
  const [{ createStaffUser }, { generatePassword }] = await Promise.all([import('./auth/staff-accounts'), import('./auth/passwords')]);
  const password = options.adminPassword ?? generatePassword();
  await createStaffUser(em, options.adminEmail, options.adminName, password);
  if (options.adminPassword) {
    // Not the address: a log line never names one (a log collector is not the place for personal data).
    options.log('Created the first staff account (ADMIN_EMAIL) with the password from ADMIN_PASSWORD.');
  } else {
    options.announce(
      [
        '',
        '  ┌──────────────────────────────────────────────────────────────',
        `  │ Created the first staff account: ${options.adminEmail}`,
        `  │ Password (shown once, store it safely): ${password}`,
        '  │ Change it with: npm run admin -- reset-password <email>',
        '  └──────────────────────────────────────────────────────────────',
        '',
      ].join('\n'),
    );
  }
}
