import { loginInput, loginResult, userDto } from '../../../shared/schemas/auth';
import { defineRoute } from '../../rest/api-route';
import { login, logout, me } from './auth.service';

const STAFF_USER = { email: 'admin@casaolivera.example', name: 'Admin', roles: ['ADMIN' as const, 'OWNER' as const] };
const TOKEN = 'q3JmXWm0pO5dS4c7o1nY2vT8kR6bZ9aL3eH1uF0gI2w';

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/login',
    auth: 'public',
    tag: 'Auth',
    summary: 'Sign in',
    description:
      'Trades a staff e-mail (trimmed, case-insensitive) and password for a bearer token, valid for `TOKEN_TTL_HOURS` (12 by default) '
      + 'until it is revoked by signing out. A success also sets the `device` cookie (HttpOnly, SameSite=Strict): a browser '
      + 'that sends it back for the same account has its failed attempts counted on their own; every other browser is '
      + 'limited per client address and per e-mail, so strangers cannot lock out a browser that has signed in before.',
    body: loginInput,
    response: {
      status: 200,
      description: 'Signed in.',
      schema: loginResult,
      headers: { Authorization: 'The same token, as `Bearer <token>` (exposed to CORS).', 'Set-Cookie': 'The device cookie (`device=…; Path=/api/auth/login; HttpOnly; SameSite=Strict`), and the same for `/trpc/auth.login`.' },
    },
    errors: {
      401: 'INVALID_CREDENTIALS: wrong e-mail or password (the same message and timing for both).',
      429: 'Too many failed attempts from this browser, or (an unknown browser) from this address or for this e-mail; see `Retry-After`.',
    },
    example: { body: { email: STAFF_USER.email, password: 'a long staff password' }, response: { ok: true, token: TOKEN, user: STAFF_USER } },
    handle: async ({ ctx, body, res }) => {
      const result = await login(ctx, body);
      res.setHeader('Authorization', `Bearer ${result.token}`);
      return result;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/logout',
    auth: 'staff',
    role: 'staff',
    tag: 'Auth',
    summary: 'Sign out',
    description: 'Revokes the token at once, server-side.',
    response: { status: 204, description: 'Signed out; the token is dead.' },
    example: {},
    handle: ({ ctx }) => logout(ctx),
  }),
  defineRoute({
    method: 'get',
    path: '/auth/me',
    auth: 'staff',
    role: 'staff',
    tag: 'Auth',
    summary: 'Who the token belongs to',
    description: 'The signed-in staff member\'s e-mail, name and roles; a client calls it to check that a stored token still works.',
    response: { status: 200, description: 'The signed-in staff member.', schema: userDto },
    example: { response: STAFF_USER },
    handle: ({ ctx }) => me(ctx),
  }),
];
