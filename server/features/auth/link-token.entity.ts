import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { StaffUser } from '../../auth/staff-user.entity';

export const LINK_TOKEN_KINDS = ['invitation', 'password-reset'] as const;
export type LinkTokenKind = (typeof LINK_TOKEN_KINDS)[number];

/** Why a link stopped working before its time: used, replaced by a newer link of its kind, or its account deactivated. */
export const LINK_ENDINGS = ['used', 'replaced', 'deactivated'] as const;
export type LinkEnding = (typeof LINK_ENDINGS)[number];

/**
 * A one-time link sent by e-mail (an invitation, a password reset). Only the token's SHA-256 is stored, so neither a
 * leaked database nor the outbox (which erases a secret body once sent) holds a usable link. Deleted with its account.
 */
export const LinkToken = defineEntity({
  name: 'LinkToken',
  properties: {
    id: p.integer().primary().autoincrement(),
    tokenHash: p.string().length(64).unique(),
    kind: p.string().length(20).$type<LinkTokenKind>(),
    user: () => p.manyToOne(StaffUser).deleteRule('cascade').index(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    /** Set when the link is used, or when a newer one of its kind replaces it: either way it opens nothing again. */
    usedAt: p.datetime().nullable(),
    /** Why `usedAt` is set (null on links from before it was kept: they read as used). */
    endedBy: p.string().length(20).$type<LinkEnding>().nullable(),
    /**
     * The account's password when the link was sent, as login devices keep it (a SHA-256 of its hash): once the
     * password changes any other way the link opens nothing. Null on links from before it was kept.
     */
    passwordTag: p.string().length(64).nullable(),
  },
});
export type ILinkToken = InferEntity<typeof LinkToken>;
