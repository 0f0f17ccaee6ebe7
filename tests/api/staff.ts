// Signing in as the test server's staff account, once per test file.
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
