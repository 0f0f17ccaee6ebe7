// What an outbox e-mail can be (API.md "E-mail"): plain lists without zod, so the admin's route readers can use them.

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** What an e-mail is about; the outbox screen labels by it. */
export const EMAIL_KINDS = ['contact-notification', 'invitation', 'password-reset'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
