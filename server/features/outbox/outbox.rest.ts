import { outboxListQuery, outboxPage } from '../../../shared/schemas/outbox';
import { defineRoute } from '../../rest/api-route';
import { listOutbox, retryOutboxEmail } from './outbox.service';

const exampleEmail = {
  id: 31,
  to: ['hola@casaolivera.example'],
  subject: 'New message from Ana García: Table for six',
  kind: 'contact-notification' as const,
  status: 'queued' as const,
  attempts: 2,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-11-26T19:02:11.000Z',
  sentAt: null,
};

export const outboxAdminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/outbox',
    auth: 'staff',
    role: 'owner',
    tag: 'E-mail',
    summary: 'List the e-mails the app sends',
    description:
      'A page of e-mails, newest first; an empty `status` means any. `queued`: waiting to be sent (retried with backoff for at least '
      + '24 hours, or kept while SMTP_URL is not set); `sent`; `failed`: not sent after a day of retries.',
    query: outboxListQuery,
    response: { status: 200, description: 'A page of e-mails.', schema: outboxPage },
    example: { query: { status: 'queued', page: '0', size: '20' }, response: { content: [exampleEmail], totalElements: 1, totalPages: 1, number: 0, size: 20 } },
    handle: ({ ctx, query }) => listOutbox(ctx, query),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/outbox/:id/retry',
    auth: 'staff',
    role: 'owner',
    tag: 'E-mail',
    summary: 'Send an e-mail again now',
    description: 'A waiting or failed e-mail is queued again, due at once; the mail worker sends it within seconds when SMTP is set up.',
    params: { id: 'E-mail' },
    response: { status: 202, description: 'Queued again.' },
    errors: { 409: 'The e-mail was already sent.' },
    example: { params: { id: 31 } },
    handle: ({ ctx, params }) => retryOutboxEmail(ctx, params.id),
  }),
];
