import { z } from 'zod';
import { optionalText, requiredText } from './fields';

export const DEFAULT_CONTACT_SUBJECT = 'Contact from website';

export const contactInput = z.object({
  name: requiredText('Name', 120),
  email: requiredText('Email', 180).pipe(z.email({ error: 'Email must be a valid e-mail address.' })),
  phone: optionalText('Phone', 32),
  subject: optionalText('Subject', 180).transform((value) => value ?? DEFAULT_CONTACT_SUBJECT),
  message: requiredText('Message', 4000, 5),
});
export type ContactInput = z.input<typeof contactInput>;
export type ContactData = z.output<typeof contactInput>;

/** What the transport knows about the request besides the body. */
export interface ContactMeta {
  sourcePath: string | null;
  userAgent: string | null;
  ip: string | null;
  honeypot: boolean;
}

export const CONTACT_STATUSES = ['NEW', 'CONTACTED', 'CLOSED'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The contact form as the site sends it over tRPC: the message plus the page path and the hidden honeypot field. */
export const contactFormInput = contactInput.extend({
  pagePath: z.string().max(500).optional(),
  honeypot: z.string().max(500).optional(),
});
export type ContactFormInput = z.input<typeof contactFormInput>;
