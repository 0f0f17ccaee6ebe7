import { createHash, randomBytes } from 'node:crypto';

/** A new opaque bearer token: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
