// Start-up duties: the features' own (the regular week into an empty hours table, the bundled photos into an empty
// gallery), the bar's details, demo content into an empty database, a first staff account, and no dead sessions kept.
import type { EntityManager } from '@mikro-orm/knex';
import { localDate } from '../shared/rules/dates';
import { generatePassword } from './auth/passwords';
import { countStaffUsers, createStaffUser, pruneSessions } from './auth/staff-accounts';
import { seedBarSettings } from './bar-settings/bar-settings';
import type { ServerFeature } from './feature';
import type { Clock } from './lib/clock';
import { isContentEmpty, seedDemoContent } from './seeders/demo-seeder';

export interface BootstrapOptions {
  /** The app's features (server/features.ts), whose start-up duties run in the list's order. */
  features: readonly ServerFeature[];
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
  for (const feature of options.features) await feature.bootstrap?.(em, options.log);
  // Likewise the bar's details: the identity module's become the record the owner then edits.
  if (await seedBarSettings(em)) options.log('Filled the bar\'s details from the identity module (shared/config/site.ts).');
  if (options.seedDemo && (await isContentEmpty(em, options.features))) {
    await seedDemoContent(em, options.features, localDate(options.timeZone, clock.now()));
    options.log('Seeded the demo menu, drinks, offers and highlights into the empty database.');
  }
  if ((await countStaffUsers(em)) === 0) {
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
}
