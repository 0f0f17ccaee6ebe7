import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DEFAULT_LANG, type Lang } from '../../shared/config/languages';
import type { StaffRole } from '../../shared/rules/staff-roles';

export const StaffUser = defineEntity({
  name: 'StaffUser',
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.string().length(180).unique(),
    name: p.string().length(120),
    /** argon2id PHC string. */
    passwordHash: p.string().length(255),
    /** Pipe list of roles ("ADMIN"), kept as before roles: every account claims ADMIN. */
    roles: p.string().length(100).default('ADMIN'),
    /** What the account may do (shared/rules/staff-roles.ts); accounts made before roles are owners. */
    role: p.string().length(20).default('owner').$type<StaffRole>(),
    /** False once the owner deactivates the account: it cannot sign in and its sessions stop working. */
    active: p.boolean().default(true),
    /** Invited and not yet accepted: no password of its own yet (passwordHash is empty), so it cannot sign in. */
    pending: p.boolean().default(false),
    /** The member's language (shared/config/languages.ts): their admin, activity log and e-mails are written in it. */
    language: p.string().length(10).default(DEFAULT_LANG).$type<Lang>(),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type IStaffUser = InferEntity<typeof StaffUser>;
