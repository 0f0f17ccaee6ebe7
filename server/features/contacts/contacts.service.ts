// Contact messages from guests.
import type { ContactData, ContactMeta } from '../../../shared/schemas/contacts';
import { rateLimited } from '../../errors';
import type { Ctx } from '../../context';
import { ContactMessage } from './contact-message.entity';

/**
 * Stores a guest's message. A filled honeypot gets the same answer but the message is stored
 * flagged as spam, out of the staff inbox.
 */
export async function submitContact(ctx: Ctx, data: ContactData, meta: ContactMeta): Promise<{ ok: true; id: number }> {
  const decision = ctx.limiters.contact.hit(ctx.ip);
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  const message = ctx.em.create(ContactMessage, {
    ...data,
    status: 'NEW',
    notes: null,
    sourcePath: meta.sourcePath?.slice(0, 500) || null,
    userAgent: meta.userAgent?.slice(0, 500) || null,
    ip: meta.ip?.slice(0, 64) || null,
    spam: meta.honeypot,
    createdAt: ctx.clock.now(),
  });
  await ctx.em.flush();
  return { ok: true, id: message.id };
}
