// tRPC twins of the account and team routes (account.rest.ts, team.rest.ts), over the same services and schemas.
import { acceptInvitationInput, changePasswordInput, linkStateInput, meUpdateInput, inviteInput, memberIdInput, memberUpdateByIdInput, passwordResetConfirmInput, passwordResetRequestInput } from '../../../shared/schemas/team';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { acceptInvitation, changePassword, confirmPasswordReset, getMe, readLink, requestPasswordReset, signOutOtherDevices, updateMe } from './account.service';
import { inviteMember, listTeam, removeMember, resendInvitation, updateMember } from './team.service';

/** Under `auth.`: the e-mailed links, used without a session. */
export const accountPublicTrpc = {
  invitationLink: publicProcedure.input(linkStateInput).query(({ ctx, input }) => readLink(ctx, 'invitation', input)),
  passwordResetLink: publicProcedure.input(linkStateInput).query(({ ctx, input }) => readLink(ctx, 'password-reset', input)),
  acceptInvitation: publicProcedure.input(acceptInvitationInput).mutation(({ ctx, input }) => acceptInvitation(ctx, input)),
  requestPasswordReset: publicProcedure.input(passwordResetRequestInput).mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),
  confirmPasswordReset: publicProcedure.input(passwordResetConfirmInput).mutation(({ ctx, input }) => confirmPasswordReset(ctx, input)),
};

export const meAdminTrpc = router({
  get: adminProcedure('staff').query(({ ctx }) => getMe(ctx)),
  update: adminProcedure('staff').input(meUpdateInput).mutation(({ ctx, input }) => updateMe(ctx, input)),
  changePassword: adminProcedure('staff').input(changePasswordInput).mutation(({ ctx, input }) => changePassword(ctx, input)),
  signOutOtherDevices: adminProcedure('staff').mutation(({ ctx }) => signOutOtherDevices(ctx)),
});

export const teamAdminTrpc = router({
  list: adminProcedure('owner').query(({ ctx }) => listTeam(ctx)),
  invite: adminProcedure('owner').input(inviteInput).mutation(({ ctx, input }) => inviteMember(ctx, input)),
  update: adminProcedure('owner').input(memberUpdateByIdInput).mutation(({ ctx, input: { id, ...data } }) => updateMember(ctx, id, data)),
  remove: adminProcedure('owner').input(memberIdInput).mutation(({ ctx, input }) => removeMember(ctx, input.id)),
  resendInvitation: adminProcedure('owner').input(memberIdInput).mutation(({ ctx, input }) => resendInvitation(ctx, input.id)),
});
