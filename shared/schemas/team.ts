// The team and each member's own account (API.md "Accounts"): inputs and answers shared by the admin screens, the
// tRPC procedures and the REST routes.
import { z } from 'zod';
import { DEFAULT_LANG, LANG_CODES } from '../config/languages';
import { STAFF_ROLES } from '../rules/staff-roles';
import { hasNoNul, instantText, nulMessage, requiredText } from './fields';
import { staffPasswordField } from './auth';

/** The one message for every link that cannot be used (unknown, used, expired, or its account gone). */
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';

/** An e-mail address: trimmed, lower-cased (addresses are compared without regard to case), and shaped like one. */
export function emailAddress(label = 'Email') {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .toLowerCase()
    .min(1, { error: `${label} is required.` })
    .max(180, { error: `${label} must be at most 180 characters.` })
    .refine(hasNoNul, { error: nulMessage(label) })
    .pipe(z.email({ error: `${label} must be an e-mail address.` }));
}

export const staffRole = z.enum(STAFF_ROLES, { error: 'Role must be owner, manager or staff.' }).meta({ description: 'Lowercase: `owner`, `manager` or `staff`.' });

/** A member's language: their admin, activity log and e-mails are written in it (one of the site's languages). */
export const memberLanguage = z
  .enum(LANG_CODES, { error: `Language must be one of ${LANG_CODES.join(', ')}.` })
  .meta({ description: `The admin's language for this member (${LANG_CODES.join(' or ')}): screens, the activity log's sentences and the e-mails the member gets.` });

const memberName = () => requiredText('Name', 120);
const linkToken = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Token is required.' : 'Token must be text.') })
  .min(1, { error: 'Token is required.' })
  .max(200, { error: INVALID_LINK_MESSAGE });

export const teamMemberDto = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: staffRole,
    language: memberLanguage,
    active: z.boolean().meta({ description: 'False once deactivated: the member cannot sign in.' }),
    pending: z.boolean().meta({ description: 'Invited and not yet accepted.' }),
    lastLoginAt: instantText().nullable(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMemberDto = z.infer<typeof teamMemberDto>;

export const meDto = z.object({ id: z.number().int(), email: z.string(), name: z.string(), role: staffRole, language: memberLanguage }).meta({ id: 'Me' });
export type MeDto = z.infer<typeof meDto>;

/** My account: the name colleagues see in the header and the activity log, and the member's own language. */
export const meUpdateInput = z.object({ name: memberName().optional(), language: memberLanguage.optional() }).meta({ id: 'MeUpdate' });
export type MeUpdateInput = z.infer<typeof meUpdateInput>;

export const inviteInput = z
  .object({ email: emailAddress(), name: memberName(), role: staffRole, language: memberLanguage.optional().meta({ description: `Default: the site's default language (${DEFAULT_LANG}).` }) })
  .meta({ id: 'InviteInput' });
export type InviteInput = z.infer<typeof inviteInput>;

export const memberUpdateInput = z
  .object({ role: staffRole.optional(), active: z.boolean({ error: 'Active must be true or false.' }).optional(), language: memberLanguage.optional() })
  .meta({ id: 'MemberUpdate' });
export type MemberUpdateInput = z.infer<typeof memberUpdateInput>;

const memberId = z.number({ error: 'Id must be a whole number.' }).int({ error: 'Id must be a whole number.' }).positive({ error: 'Id must be a whole number.' });
export const memberIdInput = z.object({ id: memberId });
export const memberUpdateByIdInput = memberUpdateInput.extend({ id: memberId });

export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Current password is required.' : 'Current password must be text.') })
      .min(1, { error: 'Current password is required.' })
      .max(256, { error: 'Current password must be at most 256 characters.' }),
    newPassword: staffPasswordField('New password'),
  })
  .meta({ id: 'ChangePasswordInput' });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const acceptInvitationInput = z
  .object({
    token: linkToken,
    name: requiredText('Name', 120).optional().meta({ description: 'Replaces the name the owner gave, when sent.' }),
    password: staffPasswordField('Password'),
  })
  .meta({ id: 'AcceptInvitationInput' });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

export const passwordResetRequestInput = z.object({ email: emailAddress() }).meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

export const passwordResetConfirmInput = z.object({ token: linkToken, password: staffPasswordField('Password') }).meta({ id: 'PasswordResetConfirm' });
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>;

/** Where an e-mailed link stands (API.md "Accounts"), read when its page opens, before anything is typed. */
export const LINK_STATES = ['valid', 'used', 'expired', 'replaced', 'invalid'] as const;
export type LinkState = (typeof LINK_STATES)[number];

export const linkStateInput = z.object({ token: linkToken }).meta({ id: 'LinkStateQuery' });
export type LinkStateInput = z.infer<typeof linkStateInput>;

export const linkStateDto = z
  .object({
    state: z.enum(LINK_STATES).meta({
      description:
        '`valid`: it can be used. `used`: it was used (an invitation: the account is already set up). `expired`: its time is up. '
        + '`replaced`: a newer link was sent, or the password was changed another way since. `invalid`: no such link, or its account is deactivated.',
    }),
    email: z.string().optional().meta({ description: 'The address the link was sent to; only when it was really issued (every state but `invalid`).' }),
    name: z.string().optional().meta({ description: 'The member\'s name as the team has it (for an invitation, the name the owner typed); with `email`.' }),
  })
  .meta({ id: 'LinkState' });
export type LinkStateDto = z.infer<typeof linkStateDto>;

export const okReceipt = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
