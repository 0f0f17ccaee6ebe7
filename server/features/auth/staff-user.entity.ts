import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const StaffUser = defineEntity({
  name: 'StaffUser',
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.string().length(180).unique(),
    name: p.string().length(120),
    /** argon2id PHC string. */
    passwordHash: p.string().length(255),
    /** Pipe list of roles ("ADMIN"). */
    roles: p.string().length(100).default('ADMIN'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type IStaffUser = InferEntity<typeof StaffUser>;
