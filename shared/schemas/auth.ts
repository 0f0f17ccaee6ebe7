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
});
export type LoginInput = z.infer<typeof loginInput>;

export const ROLES = ['ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export interface UserDto {
  email: string;
  name: string;
  roles: Role[];
}

export interface LoginResult {
  ok: true;
  token: string;
  user: UserDto;
}

/** Rules for a staff password chosen by a person (CLI, first start). */
export const staffPassword = z
  .string()
  .min(12, { error: 'Password must be at least 12 characters.' })
  .max(256, { error: 'Password must be at most 256 characters.' });
