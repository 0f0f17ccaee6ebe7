// REST adapters of the account flows (API.md "Accounts"): My account, and the e-mailed invitation and reset links.
import {
  acceptInvitationInput,
  changePasswordInput,
  INVALID_LINK_MESSAGE,
  linkStateDto,
  linkStateInput,
  meDto,
  meUpdateInput,
  okReceipt,
  passwordResetConfirmInput,
  passwordResetRequestInput,
} from '../../../shared/schemas/team';
import { loginResult } from '../../../shared/schemas/auth';
import { defineRoute } from '../../rest/api-route';
import { exampleLinkToken, exampleMe } from './account.examples';
import { acceptInvitation, changePassword, confirmPasswordReset, getMe, readLink, requestPasswordReset, signOutOtherDevices, updateMe } from './account.service';

const BAD_LINK = `VALIDATION_FAILED naming \`token\`: "${INVALID_LINK_MESSAGE}" (unknown, already used, expired, or replaced by a newer link).`;
const SIGNED_IN_HEADERS = {
  Authorization: 'The same token, as `Bearer <token>`.',
  'Set-Cookie': 'The device cookie, as a sign-in sets it (see `POST /auth/login`): this browser becomes one the member signed in from.',
};
const exampleSession = { ok: true as const, token: 'q3JmXWm0pO5dS4c7o1nY2vT8kR6bZ9aL3eH1uF0gI2w', user: { email: 'luis@casaolivera.example', name: 'Luis Romero', roles: ['ADMIN' as const, 'STAFF' as const] } };
const LINK_STATE_READ =
  'Reads where the link stands without using it, for the page it opens to say so before anything is typed. No such link '
  + '(or its account deactivated) answers `invalid` and nothing else; every other state also names the address and the name it was sent for.';

export const accountPublicRoutes = [
  defineRoute({
    method: 'get',
    path: '/auth/invitation',
    auth: 'public',
    tag: 'Account',
    summary: 'Where an invitation link stands',
    description: `${LINK_STATE_READ} An invitation whose account is already set up reads \`used\`.`,
    query: linkStateInput,
    response: { status: 200, description: 'The link\'s state (and, when it was issued, the invited address and the name the owner typed).', schema: linkStateDto },
    example: { query: { token: exampleLinkToken }, response: { state: 'valid', email: 'luis@casaolivera.example', name: 'Luis' } },
    handle: ({ ctx, query }) => readLink(ctx, 'invitation', query),
  }),
  defineRoute({
    method: 'get',
    path: '/auth/password-reset',
    auth: 'public',
    tag: 'Account',
    summary: 'Where a password-reset link stands',
    description: `${LINK_STATE_READ} A reset link sent before the password was changed another way reads \`replaced\`.`,
    query: linkStateInput,
    response: { status: 200, description: 'The link\'s state (and, when it was issued, the account\'s address and name).', schema: linkStateDto },
    example: { query: { token: exampleLinkToken }, response: { state: 'expired', email: 'luis@casaolivera.example', name: 'Luis Romero' } },
    handle: ({ ctx, query }) => readLink(ctx, 'password-reset', query),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/invitation',
    auth: 'public',
    tag: 'Account',
    summary: 'Accept an invitation',
    description:
      'The token from the invitation e-mail (valid 72 hours, once). Sets the password (at least 12 characters) and, when sent, the name; answers signed in, '
      + 'and the browser becomes one the member signed in from (the device cookie).',
    body: acceptInvitationInput,
    response: { status: 201, description: 'The account is set up and signed in.', schema: loginResult, headers: SIGNED_IN_HEADERS },
    errors: { 400: BAD_LINK },
    example: { body: { token: exampleLinkToken, name: 'Luis Romero', password: 'a long staff password' }, response: exampleSession },
    handle: async ({ ctx, body, res }) => {
      const result = await acceptInvitation(ctx, body);
      res.setHeader('Authorization', `Bearer ${result.token}`);
      return result;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/password-reset',
    auth: 'public',
    tag: 'Account',
    summary: 'Ask for a password-reset link',
    description:
      'E-mails a link (valid 60 minutes, once) to an active account with this address. The answer is the same whether or not there is one. '
      + 'Limited per client address and per address asked for, like the sign-in, but counted apart from it: a throttled sign-in never blocks a reset.',
    body: passwordResetRequestInput,
    response: { status: 202, description: 'Asked; if the address belongs to an active account, the e-mail is on its way.', schema: okReceipt },
    errors: { 429: 'Too many requests from this address or for this e-mail; see `Retry-After`.' },
    example: { body: { email: 'luis@casaolivera.example' }, response: { ok: true } },
    handle: ({ ctx, body }) => requestPasswordReset(ctx, body),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/password-reset/confirm',
    auth: 'public',
    tag: 'Account',
    summary: 'Set a new password from a reset link',
    description:
      'The token from the reset e-mail and a new password (at least 12 characters). Every other session of the account is signed out; '
      + 'the caller is signed in, and the browser becomes one the member signed in from (the device cookie): strangers\' failed '
      + 'passwords never block it. A link stops working once the password changes another way or the account is deactivated.',
    body: passwordResetConfirmInput,
    response: { status: 200, description: 'The password is changed, and the member signed in.', schema: loginResult, headers: SIGNED_IN_HEADERS },
    errors: { 400: BAD_LINK },
    example: { body: { token: exampleLinkToken, password: 'a new long password' }, response: exampleSession },
    handle: async ({ ctx, body, res }) => {
      const result = await confirmPasswordReset(ctx, body);
      res.setHeader('Authorization', `Bearer ${result.token}`);
      return result;
    },
  }),
];

export const accountAdminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/me',
    auth: 'staff',
    role: 'staff',
    tag: 'Account',
    summary: 'My account',
    description: 'Who the bearer token belongs to: id, e-mail, name and role, as the account screen shows them.',
    response: { status: 200, description: 'The signed-in member, with the role in lower case.', schema: meDto },
    example: { response: exampleMe },
    handle: ({ ctx }) => getMe(ctx),
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/me',
    auth: 'staff',
    role: 'staff',
    tag: 'Account',
    summary: 'Change my name',
    description: 'The name colleagues see in the admin and the activity log (earlier entries keep the name they were written with).',
    body: meUpdateInput,
    response: { status: 200, description: 'The account with its new name.', schema: meDto },
    example: { body: { name: exampleMe.name }, response: exampleMe },
    handle: ({ ctx, body }) => updateMe(ctx, body),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/me/password',
    auth: 'staff',
    role: 'staff',
    tag: 'Account',
    summary: 'Change my password',
    description: 'Needs the current password; the new one has at least 12 characters. Every other session of the account is signed out; this one stays.',
    body: changePasswordInput,
    response: { status: 204, description: 'Changed.' },
    errors: { 400: 'A wrong current password names `currentPassword`; a short new one names `newPassword`.' },
    example: { body: { currentPassword: 'the old long password', newPassword: 'a new long password' } },
    handle: ({ ctx, body }) => changePassword(ctx, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/me/sessions',
    auth: 'staff',
    role: 'staff',
    tag: 'Account',
    summary: 'Sign out my other devices',
    description: 'Every session of the caller but the one making this call is signed out.',
    response: { status: 204, description: 'Done.' },
    example: {},
    handle: ({ ctx }) => signOutOtherDevices(ctx),
  }),
];
