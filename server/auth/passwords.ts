import { randomBytes } from 'node:crypto';

/** argon2 (native) is loaded with the first password hashed or checked, not at start-up. */
const loadArgon2 = async () => (await import('argon2')).default;
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  const argon2 = await loadArgon2();
  return argon2.hash(password, { ...OPTIONS, type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const argon2 = await loadArgon2();
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A strong random password for the first staff account when none was configured. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the e-mail is unknown, so both failures take the same time. */
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
