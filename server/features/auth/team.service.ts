// The team (owner only): members with their roles, invitations, deactivation and removal. At least one active owner
// always remains, so nobody can lock the bar out of its own admin.
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { InviteInput, MemberUpdateInput, TeamMemberDto } from '../../../shared/schemas/team';
import { DEFAULT_LANG } from '../../../shared/config/languages';
import { STAFF_ROLES, type StaffRole } from '../../../shared/rules/staff-roles';
import type { Ctx } from '../../context';
import { conflict, notFound } from '../../errors';
import { queueEmail } from '../../mail/queue-email';
import { invitationEmail } from './account-emails';
import { loadEmailWords } from '../../mail/email-texts';
import { requireUser } from '../../auth/authenticate';
import { endLinks, issueLinkToken, linkUrl } from './link-tokens';
import { revokeSessions } from '../../auth/sessions';
import { StaffUser, type IStaffUser } from '../../auth/staff-user.entity';
import { readBarSettings } from '../../bar-settings/bar-settings';

const LAST_OWNER_MESSAGE = 'The team needs at least one active owner: make someone else an owner first.';

export function toTeamMemberDto(user: IStaffUser): TeamMemberDto {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    language: user.language,
    active: user.active,
    pending: user.pending,
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}

/** Owners first, then managers, then staff; by name within each. */
export async function listTeam(ctx: Ctx): Promise<TeamMemberDto[]> {
  const rank = (user: IStaffUser) => STAFF_ROLES.indexOf(user.role as StaffRole);
  const members = await ctx.em.find(StaffUser, {}, { orderBy: { name: 'asc', id: 'asc' } });
  return members.sort((a, b) => rank(b) - rank(a)).map(toTeamMemberDto);
}

async function requireMember(ctx: Ctx, id: number): Promise<IStaffUser> {
  const member = await ctx.em.findOne(StaffUser, { id });
  if (!member) throw notFound('Team member');
  return member;
}

/** Whether an account counts as an owner who can run the bar's admin: an owner, active, with a password of its own. */
function isActiveOwner(user: Pick<IStaffUser, 'role' | 'active' | 'pending'>): boolean {
  return user.role === 'owner' && user.active && !user.pending;
}

/** 409 unless an active owner other than `member` exists. */
async function requireAnotherActiveOwner(ctx: Ctx, member: IStaffUser): Promise<void> {
  const others = await ctx.em.count(StaffUser, { role: 'owner', active: true, pending: false, id: { $ne: member.id } });
  if (others === 0) throw conflict(LAST_OWNER_MESSAGE);
}

/** Queues the invitation e-mail with a new link (earlier links stop working) in `ctx.em`'s unit of work. */
async function queueInvitation(ctx: Ctx, member: IStaffUser, now: Date): Promise<void> {
  const token = await issueLinkToken(ctx.em, member, 'invitation', now);
  const { name: barName } = await readBarSettings(ctx.em);
  // In the member's own language, as the owner chose it with the invitation.
  const words = await loadEmailWords(member.language);
  const email = invitationEmail({ name: member.name, invitedBy: requireUser(ctx).name, link: linkUrl(ctx.settings.publicUrl, 'invitation', token, member.language), words, barName });
  queueEmail(ctx.em, { kind: 'invitation', to: [member.email], ...email, ref: `staff:${member.id}`, secret: true }, now);
}

/** A new member, pending until the invitation e-mailed in the same flush is accepted. */
export async function inviteMember(ctx: Ctx, { email, name, role, language = DEFAULT_LANG }: InviteInput): Promise<TeamMemberDto> {
  // Addresses are stored lower-cased (the schemas and the CLI lower-case them), so this compares without regard to case.
  const taken = () => conflict('This e-mail address is already on the team.');
  if (await ctx.em.count(StaffUser, { email })) throw taken();
  const now = ctx.clock.now();
  // No password until the member chooses one: the empty hash matches nothing (login checks a dummy hash instead).
  const member = ctx.em.create(StaffUser, { email, name, role, language, roles: 'ADMIN', passwordHash: '', active: true, pending: true, lastLoginAt: null });
  await queueInvitation(ctx, member, now);
  try {
    await ctx.em.flush();
  } catch (error) {
    // The same address invited twice at once: the unique e-mail lets one in.
    if (error instanceof UniqueConstraintViolationException) throw taken();
    throw error;
  }
  return toTeamMemberDto(member);
}

/** A fresh invitation e-mail for a member who has not accepted yet; the earlier links stop working. */
export async function resendInvitation(ctx: Ctx, id: number): Promise<{ ok: true }> {
  const member = await requireMember(ctx, id);
  if (!member.pending) throw conflict('This member has already accepted the invitation.');
  if (!member.active) throw conflict('This member is deactivated: reactivate them first.');
  await queueInvitation(ctx, member, ctx.clock.now());
  await ctx.em.flush();
  return { ok: true };
}

/**
 * Runs a team change in a transaction that first locks the active owners' rows (FOR UPDATE on PostgreSQL; SQLite has
 * one writer at a time), so two owners demoting each other at the same moment cannot both succeed.
 */
function withOwnersLocked<T>(ctx: Ctx, change: (scoped: Ctx) => Promise<T>): Promise<T> {
  return ctx.em.transactional(async (em) => {
    await em.find(StaffUser, { role: 'owner', active: true, pending: false }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return change({ ...ctx, em });
  });
}

/**
 * A new role, active flag and/or language. A role change or deactivation signs the member out everywhere; a
 * deactivation also closes the member's unused links (an invitation, a password reset) for good.
 */
export function updateMember(ctx: Ctx, id: number, { role, active, language }: MemberUpdateInput): Promise<TeamMemberDto> {
  return withOwnersLocked(ctx, async (scoped) => {
    const member = await requireMember(scoped, id);
    const next = { role: role ?? member.role, active: active ?? member.active, pending: member.pending };
    if (isActiveOwner(member) && !isActiveOwner(next)) await requireAnotherActiveOwner(scoped, member);
    const deactivated = member.active && !next.active;
    const signOut = next.role !== member.role || deactivated;
    member.role = next.role;
    member.active = next.active;
    if (language) member.language = language;
    if (signOut) await revokeSessions(scoped.em, member, scoped.clock.now());
    if (deactivated) await endLinks(scoped.em, member, 'deactivated', scoped.clock.now());
    await scoped.em.flush();
    return toTeamMemberDto(member);
  });
}

/** Removes a member (their sessions and links go with them); the activity log keeps the names it wrote. */
export function removeMember(ctx: Ctx, id: number): Promise<void> {
  return withOwnersLocked(ctx, async (scoped) => {
    const member = await requireMember(scoped, id);
    if (isActiveOwner(member)) await requireAnotherActiveOwner(scoped, member);
    scoped.em.remove(member);
    await scoped.em.flush();
  });
}
