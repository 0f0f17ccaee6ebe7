// Staff accounts from the command line:
//   npm run admin -- create <email> [--name "Full Name"] [--role owner|manager|staff]   (default: owner)
//   npm run admin -- reset-password <email>
// The password is prompted for (twice), or read from ADMIN_PASSWORD when set (for scripts).
import { parseEnv } from '../env';
import { projectRoot } from '../lib/project-root';
import { openDatabase } from '../db/orm';
import { databaseTarget } from '../db/database-target';
import { createStaffUser, resetStaffPassword } from '../auth/staff-accounts';
import { staffPassword } from '../../shared/schemas/auth';
import { systemClock } from '../lib/clock';
import { promptHidden } from './prompt';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../shared/rules/staff-roles';
import { ENTITIES } from '../tables';

const USAGE = 'Usage: npm run admin -- create <email> [--name "Full Name"] [--role owner|manager|staff]\n       npm run admin -- reset-password <email>';

async function choosePassword(fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const first = await promptHidden('New password (at least 12 characters): ');
  const check = staffPassword.safeParse(first);
  if (!check.success) throw new Error(check.error.issues[0]?.message ?? 'Invalid password.');
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

/** `--role` (checked before any password is asked for); an account made here is an owner unless told otherwise. */
function chooseRole(args: string[]): StaffRole {
  const index = args.indexOf('--role');
  if (index < 0) return 'owner';
  const value = args[index + 1]?.trim().toLowerCase();
  if (!isStaffRole(value)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  return value;
}

async function run(args: string[]): Promise<void> {
  const [command, email, ...rest] = args;
  if (!command || !email || !['create', 'reset-password'].includes(command)) throw new Error(USAGE);
  const nameIndex = rest.indexOf('--name');
  const name = nameIndex >= 0 ? rest[nameIndex + 1] : undefined;
  const role = chooseRole(rest);

  const env = parseEnv();
  const password = await choosePassword(env.ADMIN_PASSWORD);
  const orm = await openDatabase(databaseTarget(env, projectRoot), { entities: ENTITIES, quiet: true });
  try {
    if (command === 'create') {
      await createStaffUser(orm.em.fork(), email, name ?? email.split('@')[0] ?? 'Staff', password, role);
      console.log(`Created staff account ${email.trim().toLowerCase()} (${role}).`);
    } else {
      await resetStaffPassword(orm.em.fork(), systemClock, email, password);
      console.log(`Password changed for ${email.trim().toLowerCase()}; every open session of that account was signed out.`);
    }
  } finally {
    await orm.close(true);
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
