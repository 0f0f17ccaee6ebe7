import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
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
