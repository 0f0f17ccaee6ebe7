// The contact form's client-side rules: required fields and the call's input. The server validates again on its own.
import type { ContactFormInput } from '../schemas/contacts';

export const CONTACT_REQUIRED_MESSAGE = 'Please complete the required fields.';
export const CONTACT_FAILED_MESSAGE = 'We could not send your message. Please try again.';
export const CONTACT_MESSAGE_MIN_LENGTH = 5;

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFormValues = Record<ContactField, string>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

const REQUIRED: ReadonlyArray<ContactField> = ['name', 'email', 'message'];

export function isRequiredContactField(field: ContactField): boolean {
  return REQUIRED.includes(field);
}

/** The required fields left empty after trimming, in form order. */
export function missingContactFields(values: ContactFormValues): ContactField[] {
  return CONTACT_FIELDS.filter((field) => isRequiredContactField(field) && !values[field].trim());
}

/** Trimmed values; empty optional fields left out (the server fills the subject); the honeypot only when filled. */
export function toContactSubmission(values: ContactFormValues, pagePath: string, honeypot: string): ContactFormInput {
  const phone = values.phone.trim();
  const subject = values.subject.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    ...(phone ? { phone } : {}),
    ...(subject ? { subject } : {}),
    pagePath,
    ...(honeypot.trim() ? { honeypot } : {}),
  };
}

/** Keeps the server's field messages for the fields this form has. */
export function contactFieldErrors(fields: unknown): Partial<Record<ContactField, string>> {
  if (!fields || typeof fields !== 'object') return {};
  const result: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const message = (fields as Record<string, unknown>)[field];
    if (typeof message === 'string' && message) result[field] = message;
  }
  return result;
}
