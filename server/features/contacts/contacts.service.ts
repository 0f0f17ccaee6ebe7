// Contact messages: guests send them; staff read, follow up, annotate, delete and export them.
import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import {
  type ContactData,
  type ContactListQueryData,
  type ContactMessageDto,
  type ContactsExportFile,
  type ContactStatus,
  type ContactUpdateData,
} from '../../../shared/schemas/contacts';
import type { Page } from '../../../shared/schemas/paging';
import { notFound, rateLimited } from '../../errors';
import type { Ctx } from '../../context';
import { findPage, searchFilter } from '../../lib/paging';
import { barToday } from '../../lib/bar-date';
import { ContactMessage, type IContactMessage } from './contact-message.entity';
import { contactsExportFilename, contactsRawCsv, contactsSpreadsheetCsv, type ContactExportFormat } from './contact-export';
import { loadEmailWords } from '../../mail/email-texts';
import { queueEmail } from '../../mail/queue-email';
import { emailStatusByRef } from '../../mail/email-status';
import type { EmailStatus } from '../../../shared/schemas/outbox';
import { contactNotification, contactNotificationRef } from './contact-notification';
import { contactNotificationRecipients } from './notification-recipients';

const WHAT = 'Contact message';

/** Newest first; the id settles messages sent within the same millisecond. */
const NEWEST_FIRST = [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }];

/**
 * True when a bot filled the form's hidden field. The X-Honeypot header carries the field's text percent-encoded
 * (a header is plain ASCII); no header, or blank text, is a person who never saw the field.
 */
export function isHoneypotFilled(header: string | null): boolean {
  if (!header) return false;
  let text = header;
  try {
    text = decodeURIComponent(header);
  } catch {
    // Not our form's encoding (a bot's own header, or one cut short): its text as it came.
  }
  return text.trim() !== '';
}

/**
 * Stores a guest's message with what the request says about it (address, browser, page). A filled honeypot
 * gets the same answer but the message is stored flagged as spam, out of the staff inbox.
 */
export async function submitContact(ctx: Ctx, data: ContactData): Promise<{ ok: true; id: number }> {
  const decision = await ctx.limiters.contact.hit(ctx.ip);
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  const spam = isHoneypotFilled(ctx.honeypot);
  // One transaction: the message and (when a person sent it) the bar's e-mail about it are stored together or not at
  // all. The e-mail names the message's id, so the message is flushed first, inside it.
  const message = await ctx.em.transactional(async (em) => {
    const created = em.create(ContactMessage, {
      ...data,
      status: 'NEW',
      notes: null,
      sourcePath: ctx.pagePath?.slice(0, 500) || null,
      userAgent: ctx.userAgent?.slice(0, 500) || null,
      ip: ctx.ip.slice(0, 64) || null,
      spam,
      createdAt: ctx.clock.now(),
    });
    await em.flush();
    if (!spam) {
      const { byLanguage, barName } = await contactNotificationRecipients({ em });
      // One e-mail per language its readers read (none when the owner removed every address: the message is in the
      // inbox all the same).
      for (const [language, recipients] of byLanguage) {
        queueEmail(em, contactNotification(created, recipients, ctx.settings.publicUrl, await loadEmailWords(language), barName), ctx.clock.now());
      }
    }
    return created;
  });
  return { ok: true, id: message.id };
}

export function toContactMessageDto(message: IContactMessage, notification: EmailStatus | null = null): ContactMessageDto {
  return {
    id: message.id,
    createdAt: message.createdAt.toISOString(),
    status: message.status as ContactStatus,
    name: message.name,
    email: message.email,
    phone: message.phone ?? null,
    subject: message.subject,
    message: message.message,
    notes: message.notes ?? null,
    sourcePath: message.sourcePath ?? null,
    userAgent: message.userAgent ?? null,
    ip: message.ip ?? null,
    notification,
  };
}

/** Messages as DTOs with how each one's e-mail to the bar went: one outbox query for all of them. */
async function withNotifications(ctx: Ctx, messages: IContactMessage[]): Promise<ContactMessageDto[]> {
  const statuses = await emailStatusByRef(ctx.em, messages.map((message) => contactNotificationRef(message.id)));
  return messages.map((message) => toContactMessageDto(message, statuses.get(contactNotificationRef(message.id)) ?? null));
}

/** The staff inbox: never spam; optionally one status and a search over name, e-mail, subject and message. */
function inboxWhere({ q, status }: { q?: string | null; status?: ContactStatus }): FilterQuery<IContactMessage> {
  return { $and: [{ spam: false, ...(status ? { status } : {}) }, searchFilter<IContactMessage>(q)] };
}

export async function listContacts(ctx: Ctx, query: ContactListQueryData): Promise<Page<ContactMessageDto>> {
  const page = await findPage(ctx.em, ContactMessage, { where: inboxWhere(query), orderBy: NEWEST_FIRST, page: query.page, size: query.size }, (message) => message);
  return { ...page, content: await withNotifications(ctx, page.content) };
}

/** A message of the inbox; spam is not there for staff, like a message that never came. */
async function requireInboxMessage(ctx: Ctx, id: number): Promise<IContactMessage> {
  const message = await ctx.em.findOne(ContactMessage, { id, spam: false });
  if (!message) throw notFound(WHAT);
  return message;
}

export async function getContact(ctx: Ctx, id: number): Promise<ContactMessageDto> {
  const [dto] = await withNotifications(ctx, [await requireInboxMessage(ctx, id)]);
  return dto!;
}

/** Sets the follow-up status and/or the staff notes; what is left out stays as it is. */
export async function updateContact(ctx: Ctx, id: number, data: ContactUpdateData): Promise<ContactMessageDto> {
  const message = await requireInboxMessage(ctx, id);
  if (data.status !== undefined) message.status = data.status;
  if (data.notes !== undefined) message.notes = data.notes;
  await ctx.em.flush();
  const [dto] = await withNotifications(ctx, [message]);
  return dto!;
}

export async function deleteContact(ctx: Ctx, id: number): Promise<void> {
  ctx.em.remove(await requireInboxMessage(ctx, id));
  await ctx.em.flush();
}

/** New messages waiting for an answer (the admin's nav badge). */
export function countNewContacts(ctx: Ctx): Promise<number> {
  return ctx.em.count(ContactMessage, { spam: false, status: 'NEW' });
}

/**
 * The inbox as a CSV file: the list's filters, every matching message, newest first. `raw` is the contract's file
 * (API.md); `spreadsheet` the one a manager opens in Excel (readable columns, the bar's local times, no IP). Either is
 * named for the bar's date.
 */
export async function exportContactsCsv(
  ctx: Ctx,
  filters: { q?: string | null; status?: ContactStatus },
  format: ContactExportFormat = 'raw',
): Promise<ContactsExportFile> {
  const messages = (await ctx.em.find(ContactMessage, inboxWhere(filters), { orderBy: NEWEST_FIRST })).map((message) => toContactMessageDto(message));
  const { timeZone } = ctx.settings;
  return {
    filename: contactsExportFilename(barToday(ctx), format),
    csv: format === 'raw' ? contactsRawCsv(messages) : contactsSpreadsheetCsv(messages, timeZone),
  };
}
