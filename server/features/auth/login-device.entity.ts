import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { StaffUser } from '../../auth/staff-user.entity';

/**
 * A browser that has signed in to an account (OWASP's "device cookie"): its login attempts are counted on their own,
 * so guesses from elsewhere cannot lock it out (login-throttle.ts). Only the SHA-256 of the cookie's token is stored.
 * `passwordTag` ties the device to the password it signed in with: after a password change it is a stranger again.
 */
export const LoginDevice = defineEntity({
  name: 'LoginDevice',
  properties: {
    id: p.integer().primary().autoincrement(),
    tokenHash: p.string().length(64).unique(),
    user: () => p.manyToOne(StaffUser).deleteRule('cascade').index(),
    passwordTag: p.string().length(64),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().index(),
  },
});
export type ILoginDevice = InferEntity<typeof LoginDevice>;
