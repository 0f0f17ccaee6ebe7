// Reading a login answer: the token may come as token or accessToken; without one the login has failed.

export const NO_TOKEN_MESSAGE = 'Login succeeded but no token was returned';
export const LOGIN_FAILED_MESSAGE = 'Login failed';

interface LoginAnswer {
  token?: unknown;
  accessToken?: unknown;
  user?: { email?: unknown; name?: unknown } | null;
  email?: unknown;
  name?: unknown;
}

export interface LoginSession {
  token: string;
  user: { email: string; name: string };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The token plus the user (e-mail and name); throws NO_TOKEN_MESSAGE when the answer carries no token. */
export function requireLoginSession(answer: LoginAnswer, authorizationHeader?: string | null): LoginSession {
  const fromHeader = authorizationHeader?.replace(/^Bearer\s+/i, '').trim() ?? '';
  const token = text(answer.token) || text(answer.accessToken) || fromHeader;
  if (!token) throw new Error(NO_TOKEN_MESSAGE);
  return {
    token,
    user: { email: text(answer.user?.email) || text(answer.email), name: text(answer.user?.name) || text(answer.name) },
  };
}

/** After login, go to the `redirect` value when it is a path inside this site, else to /admin. */
export function afterLoginPath(redirect: string | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/admin';
  if (redirect === '/admin/login' || redirect.startsWith('/admin/login?')) return '/admin';
  return redirect;
}
