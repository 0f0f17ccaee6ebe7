// The outbox for the owner (list, retry) and whether e-mail is set up.
import { QueryOrder } from '@mikro-orm/core';
import type { MailStatusDto, OutboxEmailDto, OutboxListQueryData } from '../../../shared/schemas/outbox';
import type { Page } from '../../../shared/schemas/paging';
import type { Ctx } from '../../context';
import { conflict, notFound } from '../../errors';
import { findPage } from '../../lib/paging';
import { OutboxEmail, type IOutboxEmail } from '../../mail/outbox-email.entity';

export function toOutboxEmailDto(email: IOutboxEmail): OutboxEmailDto {
  return {
    id: email.id,
    to: email.recipients.split(',').map((address) => address.trim()).filter(Boolean),
    subject: email.subject,
    kind: email.kind,
    status: email.status,
    attempts: email.attempts,
    lastError: email.lastError ?? null,
    createdAt: email.createdAt.toISOString(),
    sentAt: email.sentAt?.toISOString() ?? null,
  };
}

export function listOutbox(ctx: Ctx, query: OutboxListQueryData): Promise<Page<OutboxEmailDto>> {
  return findPage(
    ctx.em,
    OutboxEmail,
    { where: query.status ? { status: query.status } : {}, orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }], page: query.page, size: query.size },
    toOutboxEmailDto,
  );
}

/**
 * Queues a waiting or failed e-mail again, due now (the worker is woken by the flush). A failed one gets one more try
 * (it is past its day of retries); a sent one is not sent twice (409). A lease a worker holds is left alone.
 */
export async function retryOutboxEmail(ctx: Ctx, id: number): Promise<void> {
  const email = await ctx.em.findOne(OutboxEmail, { id });
  if (!email) throw notFound('E-mail');
  if (email.status === 'sent') throw conflict('This e-mail was already sent.');
  email.status = 'queued';
  email.nextAttemptAt = ctx.clock.now();
  await ctx.em.flush();
}

export function mailStatus(ctx: Pick<Ctx, 'settings'>): MailStatusDto {
  return { configured: ctx.settings.mail.smtpUrl !== null };
}
