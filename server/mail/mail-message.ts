// An outbox row as nodemailer sends it. Addresses go in as values (To, Reply-To as { name, address }), never as header
// text we build, so nothing a guest typed can start a header line; nodemailer encodes names and the subject.
import type { SendMailOptions } from 'nodemailer';
import type { IOutboxEmail } from './outbox-email.entity';

/** A From as configured (MAIL_FROM, text) or as the settings make it (the bar's name at the bar's address). */
export type MailFrom = string | { name: string; address: string };

/** The domain of the From address ("Casa Olivera <hola@casaolivera.example>" → casaolivera.example). */
export function fromDomain(from: MailFrom): string {
  const address = typeof from === 'string' ? (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from) : from.address;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/**
 * One Message-ID per outbox row, the same on every try: if a process dies after the SMTP server took the e-mail but
 * before the row was marked sent, the copy sent again carries the same id, which mail systems treat as one message.
 */
export function messageIdOf(email: Pick<IOutboxEmail, 'id' | 'createdAt'>, from: MailFrom): string {
  return `<outbox-${email.id}-${email.createdAt.getTime()}@${fromDomain(from)}>`;
}

export function toMailMessage(email: IOutboxEmail, from: MailFrom): SendMailOptions {
  return {
    from,
    to: email.recipients.split(',').map((address) => address.trim()).filter(Boolean),
    ...(email.replyToAddress ? { replyTo: { name: email.replyToName ?? '', address: email.replyToAddress } } : {}),
    subject: email.subject,
    text: email.textBody ?? '',
    ...(email.htmlBody ? { html: email.htmlBody } : {}),
    messageId: messageIdOf(email, from),
    date: email.createdAt,
  };
}
