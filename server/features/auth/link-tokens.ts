// One-time links (invitation, password reset): issued with the e-mail that carries them, used once, expiring, and
// closed early by a newer link, a password set any other way, or the account's deactivation.
import type { EntityManager } from '@mikro-orm/knex';
import { DEFAULT_LANG, type Lang } from '../../../shared/config/languages';
import { INVALID_LINK_MESSAGE, type LinkState } from '../../../shared/schemas/team';
import { validationError } from '../../errors';
import { LinkToken, type ILinkToken, type LinkEnding, type LinkTokenKind } from './link-token.entity';
import type { IStaffUser } from '../../auth/staff-user.entity';
import { hashToken, newToken } from '../../auth/tokens';
import { passwordTag } from './login-devices';

/** How long each kind of link works (API.md "Accounts"). */
export const LINK_LIFETIME_MS: Record<LinkTokenKind, number> = { invitation: 72 * 3_600_000, 'password-reset': 60 * 60_000 };

export const LINK_PATH: Record<LinkTokenKind, string> = { invitation: '/admin/invitation', 'password-reset': '/admin/reset-password' };

/**
 * The absolute link for a token: `{PUBLIC_URL}/admin/invitation?token=…`, then `&lang=es` when the member reads another
 * language than the site's default: the page it opens speaks the language of the e-mail that carried it.
 */
export function linkUrl(publicUrl: string, kind: LinkTokenKind, token: string, lang: Lang = DEFAULT_LANG): string {
  const language = lang === DEFAULT_LANG ? '' : `&lang=${lang}`;
  return `${publicUrl.replace(/\/+$/, '')}${LINK_PATH[kind]}?token=${encodeURIComponent(token)}${language}`;
}

/**
 * A new link for `user` in `em`'s unit of work (the caller's flush writes it with its e-mail). Earlier unused links of
 * the same kind stop working ("replaced"): only the newest e-mail's link opens anything.
 */
export async function issueLinkToken(em: EntityManager, user: IStaffUser, kind: LinkTokenKind, now: Date): Promise<string> {
  await endLinks(em, user, 'replaced', now, kind);
  const token = newToken();
  em.create(LinkToken, {
    tokenHash: hashToken(token),
    kind,
    user,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[kind]),
    usedAt: null,
    endedBy: null,
    passwordTag: passwordTag(user.passwordHash),
  });
  return token;
}

/** Closes the account's unused links (of one kind, or every kind) in `em`'s unit of work. */
export async function endLinks(em: EntityManager, user: IStaffUser, why: LinkEnding, now: Date, kind?: LinkTokenKind): Promise<void> {
  for (const link of await em.find(LinkToken, { user, usedAt: null, ...(kind ? { kind } : {}) })) {
    link.usedAt = now;
    link.endedBy = why;
  }
}

/** What a link's state is read from: the link, and its account as it is now. */
export type LinkFacts = Pick<ILinkToken, 'kind' | 'expiresAt' | 'usedAt' | 'endedBy' | 'passwordTag'> & {
  user: Pick<IStaffUser, 'active' | 'pending' | 'passwordHash'>;
};

/**
 * Where a link stands, without using it. `invalid`: no such link of this kind, or its account deactivated (nothing
 * about the account is told). A closed link says why first (used, replaced), then whether its time is up; an
 * invitation whose account is already set up reads as used, and a link sent before the password was changed another
 * way as replaced.
 */
export function linkStateOf(link: LinkFacts | null, kind: LinkTokenKind, now: Date): LinkState {
  if (!link || link.kind !== kind || !link.user.active || link.endedBy === 'deactivated') return 'invalid';
  if (link.usedAt) return link.endedBy === 'replaced' ? 'replaced' : 'used';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (kind === 'invitation' ? !link.user.pending : link.user.pending) return kind === 'invitation' ? 'used' : 'invalid';
  if (link.passwordTag !== null && link.passwordTag !== passwordTag(link.user.passwordHash)) return 'replaced';
  return 'valid';
}

/** The link's record (with its account) by the token in it, or null. */
export function findLink(em: EntityManager, token: string): Promise<ILinkToken | null> {
  return em.findOne(LinkToken, { tokenHash: hashToken(token) }, { populate: ['user'] });
}

/**
 * Uses a link once, or answers 400 naming `token` when it cannot be used (linkStateOf). Call it inside the
 * transaction that does what the link is for: the claim is a conditional update (used_at still null), so of two
 * requests racing with one link only one gets it, and a failure later in the transaction gives it back.
 */
export async function useLinkToken(em: EntityManager, kind: LinkTokenKind, token: string, now: Date): Promise<ILinkToken> {
  const link = await requireUsableLink(em, kind, token, now);
  const claimed = await em.nativeUpdate(LinkToken, { id: link.id, usedAt: null }, { usedAt: now, endedBy: 'used' });
  if (claimed !== 1) throw invalidLink();
  return link;
}

/** The link's record while it can still be used (any other state: 400 naming `token`). */
export async function requireUsableLink(em: EntityManager, kind: LinkTokenKind, token: string, now: Date): Promise<ILinkToken> {
  const link = await findLink(em, token);
  if (!link || linkStateOf(link, kind, now) !== 'valid') throw invalidLink();
  return link;
}

export const invalidLink = () => validationError({ token: INVALID_LINK_MESSAGE });
