// REST adapters of the team (API.md "Accounts"): owner only.
import { z } from 'zod';
import { inviteInput, memberUpdateInput, okReceipt, teamMemberDto } from '../../../shared/schemas/team';
import { defineRoute } from '../../rest/api-route';
import { exampleMember } from './account.examples';
import { inviteMember, listTeam, removeMember, resendInvitation, updateMember } from './team.service';

const MEMBER_ID = { id: 'Team member' };
const LAST_OWNER = 'The change would leave the team without an active owner.';

export const teamAdminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/team',
    auth: 'staff',
    role: 'owner',
    tag: 'Team',
    summary: 'List the team',
    description: 'Every account: owners first, then managers, then staff.',
    response: { status: 200, description: 'The team.', schema: z.array(teamMemberDto) },
    example: { response: [exampleMember] },
    handle: ({ ctx }) => listTeam(ctx),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/team',
    auth: 'staff',
    role: 'owner',
    tag: 'Team',
    summary: 'Invite a member',
    description: 'Creates the account (pending) and e-mails an invitation link, valid 72 hours and once: `{PUBLIC_URL}/admin/invitation?token=…`.',
    body: inviteInput,
    response: { status: 201, description: 'Invited.', schema: teamMemberDto },
    errors: { 409: 'This e-mail address is already on the team (compared without regard to case).' },
    example: { body: { email: exampleMember.email, name: exampleMember.name, role: 'staff' }, response: exampleMember },
    handle: ({ ctx, body }) => inviteMember(ctx, body),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/team/:id/invitation',
    auth: 'staff',
    role: 'owner',
    tag: 'Team',
    summary: 'Send the invitation again',
    description: 'A new invitation e-mail; the links sent before stop working.',
    params: MEMBER_ID,
    response: { status: 202, description: 'The e-mail is on its way.', schema: okReceipt },
    errors: { 409: 'The member has already accepted, or is deactivated.' },
    example: { params: { id: exampleMember.id }, response: { ok: true } },
    handle: ({ ctx, params }) => resendInvitation(ctx, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/team/:id',
    auth: 'staff',
    role: 'owner',
    tag: 'Team',
    summary: 'Change a member\'s role, or (de)activate them',
    description: 'What is left out stays. A change of role or `active: false` signs the member out everywhere.',
    params: MEMBER_ID,
    body: memberUpdateInput,
    response: { status: 200, description: 'The member.', schema: teamMemberDto },
    errors: { 409: LAST_OWNER },
    example: { params: { id: exampleMember.id }, body: { role: 'manager' }, response: { ...exampleMember, role: 'manager' } },
    handle: ({ ctx, params, body }) => updateMember(ctx, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/team/:id',
    auth: 'staff',
    role: 'owner',
    tag: 'Team',
    summary: 'Remove a member',
    description: 'The account, its sessions and links are deleted; the activity log keeps the member\'s name.',
    params: MEMBER_ID,
    response: { status: 204, description: 'Removed.' },
    errors: { 409: LAST_OWNER },
    example: { params: { id: exampleMember.id } },
    handle: ({ ctx, params }) => removeMember(ctx, params.id),
  }),
];
