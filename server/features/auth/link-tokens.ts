// One-time links (invitation, password reset): issued with the e-mail that carries them, used once, expiring.
import type { EntityManager } from '@mikro-orm/knex';
import { DEFAULT_LANG, type Lang } from '../../../shared/config/languages';
import { INVALID_LINK_MESSAGE } from '../../../shared/schemas/team';
import { validationError } from '../../errors';
import { LinkToken, type ILinkToken, type LinkTokenKind } from './link-token.entity';
import type { IStaffUser } from '../../auth/staff-user.entity';
import { hashToken, newToken } from '../../auth/tokens';

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
 * the same kind stop working: only the newest e-mail's link opens anything.
 */
export async function issueLinkToken(em: EntityManager, user: IStaffUser, kind: LinkTokenKind, now: Date): Promise<string> {
  for (const earlier of await em.find(LinkToken, { user, kind, usedAt: null })) earlier.usedAt = now;
  const token = newToken();
  em.create(LinkToken, { tokenHash: hashToken(token), kind, user, createdAt: now, expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[kind]), usedAt: null });
  return token;
}

/**
 * Uses a link once, or answers 400 naming `token` when it is unknown, used, expired or of another kind. Call it inside
 * the transaction that does what the link is for: the claim is a conditional update (used_at still null), so of two
 * requests racing with one link only one gets it, and a failure later in the transaction gives it back.
 */
export async function useLinkToken(em: EntityManager, kind: LinkTokenKind, token: string, now: Date): Promise<ILinkToken> {
  const link = await requireUsableLink(em, kind, token, now);
  const claimed = await em.nativeUpdate(LinkToken, { id: link.id, usedAt: null }, { usedAt: now });
  if (claimed !== 1) throw invalidLink();
  return link;
}

/** The link's record while it can still be used (unknown, used, expired or of another kind: 400 naming `token`). */
export async function requireUsableLink(em: EntityManager, kind: LinkTokenKind, token: string, now: Date): Promise<ILinkToken> {
  const link = await em.findOne(LinkToken, { tokenHash: hashToken(token) }, { populate: ['user'] });
  if (!link || link.kind !== kind || link.usedAt || link.expiresAt.getTime() <= now.getTime()) throw invalidLink();
  return link;
}

export const invalidLink = () => validationError({ token: INVALID_LINK_MESSAGE });
