import { z } from 'zod';
import { hasNoNul, nulMessage } from './fields';

export const loginInput = z.object({
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'Email is required.' : 'Email must be text.') })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Email is required.' })
    .max(180, { error: 'Email must be at most 180 characters.' })
    .refine(hasNoNul, { error: nulMessage('Email') }),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required.' : 'Password must be text.') })
    .min(1, { error: 'Password is required.' })
    .max(256, { error: 'Password must be at most 256 characters.' }),
}).meta({ id: 'LoginInput' });
export type LoginInput = z.infer<typeof loginInput>;

export const ROLES = ['ADMIN', 'OWNER', 'MANAGER', 'STAFF'] as const;
export type Role = (typeof ROLES)[number];

export const userDto = z
  .object({ email: z.string(), name: z.string(), roles: z.array(z.enum(ROLES)) })
  .meta({ id: 'User', description: 'The signed-in staff member. `roles` is `ADMIN` and the role in upper case: `["ADMIN", "OWNER"]`, `["ADMIN", "MANAGER"]` or `["ADMIN", "STAFF"]`.' });
export type UserDto = z.infer<typeof userDto>;

export const loginResult = z
  .object({
    ok: z.literal(true),
    token: z.string().meta({ description: 'The bearer token: send it as `Authorization: Bearer <token>`.' }),
    user: userDto,
  })
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof loginResult>;

/** The shortest staff password: the server's rule, and what the password screens say and check before sending. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** Rules for a staff password chosen by a person (CLI, first start, invitation, reset, change), its messages naming `label`. */
export function staffPasswordField(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`) })
    .min(STAFF_PASSWORD_MIN_LENGTH, { error: `${label} must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.` })
    .max(256, { error: `${label} must be at most 256 characters.` });
}

export const staffPassword = staffPasswordField('Password');
