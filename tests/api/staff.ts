// Signing in as the test server's staff account, once per test file; or as a new member of a given role.
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import { createStaffUser } from '../../server/auth/staff-accounts';
import { api, uniqueIp } from './http';
import { testServerEnv } from './server-process';

export const STAFF = { email: testServerEnv.ADMIN_EMAIL, password: testServerEnv.ADMIN_PASSWORD };

let cached: Promise<string> | undefined;

/** A fresh bearer token for the staff account (logged in once per test file, from an address of its own). */
export function staffToken(): Promise<string> {
  cached ??= api<{ token: string }>('/api/auth/login', { json: STAFF, ip: uniqueIp() }).then((response) => {
    if (response.status !== 200) throw new Error(`Staff login failed: ${response.status} ${response.text}`);
    return response.body.token;
  });
  return cached;
}

/** A call to an admin route with the staff token. */
export async function adminApi(path: string, options: Parameters<typeof api>[1] = {}) {
  return api(path, { ...options, token: options.token ?? (await staffToken()) });
}

/** A member signed in: their id, the name the log shows, and a bearer token. */
export interface SignedInMember {
  id: number;
  name: string;
  token: string;
}

/** A new manager ("Marta …") or staff member ("Samu …") in the test database, signed in from an address of its own. */
export async function signUpMember(em: EntityManager, role: 'manager' | 'staff', domain: string): Promise<SignedInMember> {
  const email = `${role}-${randomBytes(4).toString('hex')}@${domain}`;
  const name = `${role === 'manager' ? 'Marta' : 'Samu'} ${randomBytes(2).toString('hex')}`;
  const password = `a long ${domain} password 1`;
  const user = await createStaffUser(em, email, name, password, role);
  const signedIn = await api<{ token: string }>('/api/auth/login', { json: { email, password }, ip: uniqueIp() });
  if (signedIn.status !== 200) throw new Error(`${role} sign-in failed: ${signedIn.status} ${signedIn.text}`);
  return { id: user.id, name, token: signedIn.body.token };
}
