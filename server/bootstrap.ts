// Start-up duties: the regular week into an empty hours table, demo content into an empty database, a first staff
// account, and no dead sessions kept.
import type { EntityManager } from '@mikro-orm/knex';
import { localDate } from '../shared/rules/dates';
import { countStaffUsers, createStaffUser, pruneSessions } from './features/auth/auth.feature';
import { generatePassword } from './auth/passwords';
import { seedBarSettings } from './bar-settings/bar-settings';
import { bundledPhotoTranslations, seedGallery } from './features/gallery/gallery.feature';
import { seedRegularWeek } from './features/hours/hours.feature';
import { FEATURES } from './features';
import type { Clock } from './lib/clock';
import { parseDemoFile } from './seeders/demo-files';
import { isContentEmpty, seedDemoContent } from './seeders/demo-seeder';

export interface BootstrapOptions {
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
  // Every installation, demo or not: the hours a bar's site.ts gives become the week staff then edit.
  if (await seedRegularWeek(em)) options.log('Filled the regular opening hours from the identity module (site.hours).');
  // Likewise the bar's details: the identity module's become the record the owner then edits.
  if (await seedBarSettings(em)) options.log('Filled the bar\'s details from the identity module (shared/config/site.ts).');
  // And the photos the site ships with become the gallery (once: a gallery the staff empty stays empty).
  if (await seedGallery(em, undefined, () => parseDemoFile('gallery', bundledPhotoTranslations))) options.log('Filled the gallery with the bundled photos (public/images/gallery/manifest.json).');
  if (options.seedDemo && (await isContentEmpty(em, FEATURES))) {
    await seedDemoContent(em, FEATURES, localDate(options.timeZone, clock.now()));
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
