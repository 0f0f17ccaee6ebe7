import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { StaffUser } from './staff-user.entity';

/** A bearer token's server-side record: only its SHA-256 is stored, so a leaked database holds no usable token. */
export const Session = defineEntity({
  name: 'Session',
  properties: {
    id: p.integer().primary().autoincrement(),
    tokenHash: p.string().length(64).unique(),
    user: () => p.manyToOne(StaffUser).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});
export type ISession = InferEntity<typeof Session>;
