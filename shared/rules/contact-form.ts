// The contact form's client-side rules: required fields, the call's input and its headers, and what is wrong with a
// field the server refused. Which fields are required and how long each may be come from contact-fields.ts, which the
// server's schema (contactInput) is built from too, so they are stated once; the form checks only the required fields
// (SPEC) and the server validates the rest. No zod here: the page renders the form without building the API's schemas.
// No words either: the form says them in the page's language from the message catalogs (the spec's English texts,
// 'Please complete the required fields.' and 'We could not send your message. Please try again.', are the English
// catalog's); the API's own messages stay English.
import { CONTACT_MAX_LENGTHS, CONTACT_MESSAGE_MIN_LENGTH, CONTACT_REQUIRED_FIELDS } from './contact-fields';
import type { ContactInput } from '../schemas/contacts';

export { CONTACT_MESSAGE_MIN_LENGTH };

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFormValues = Record<ContactField, string>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

export function isRequiredContactField(field: ContactField): boolean {
  return (CONTACT_REQUIRED_FIELDS as ReadonlyArray<ContactField>).includes(field);
}

/** The required fields left empty after trimming, in form order. */
export function missingContactFields(values: ContactFormValues): ContactField[] {
  return CONTACT_FIELDS.filter((field) => isRequiredContactField(field) && !values[field].trim());
}

/** Trimmed values; empty optional fields left out (the server fills the subject). */
export function toContactSubmission(values: ContactFormValues): ContactInput {
  const phone = values.phone.trim();
  const subject = values.subject.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    ...(phone ? { phone } : {}),
    ...(subject ? { subject } : {}),
  };
}

/** Longer than any real field; the server only asks whether the hidden field was filled. */
const MAX_HONEYPOT_HEADER = 200;

/**
 * The X-Honeypot header's value: the hidden field's text as typed, or undefined (no header) while it is empty.
 * Percent-encoded, because a header value must be plain ASCII and a bot may type anything. Whether the text
 * makes the message spam is the server's decision (the contacts service), not the form's.
 */
export function honeypotHeader(honeypot: string): string | undefined {
  return honeypot ? encodeURIComponent(honeypot).slice(0, MAX_HONEYPOT_HEADER) : undefined;
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

/** What is wrong with a field, for the form to say in the page's language: the server's verdict, told by its kind. */
export type ContactProblem =
  | { field: ContactField; kind: 'missing' | 'invalidEmail' | 'invalid' }
  | { field: ContactField; kind: 'tooShort' | 'tooLong'; limit: number };

/**
 * The kind of problem of a field the server refused, read from the value sent (after trimming) against the same
 * limits the server's schema has: empty, too short, too long, a malformed e-mail address, or else something the form
 * cannot name (a character no database keeps).
 */
export function contactProblem(field: ContactField, value: string): ContactProblem {
  const text = value.trim();
  if (!text && isRequiredContactField(field)) return { field, kind: 'missing' };
  if (field === 'message' && text.length < CONTACT_MESSAGE_MIN_LENGTH) return { field, kind: 'tooShort', limit: CONTACT_MESSAGE_MIN_LENGTH };
  if (text.length > CONTACT_MAX_LENGTHS[field]) return { field, kind: 'tooLong', limit: CONTACT_MAX_LENGTHS[field] };
  if (field === 'email') return { field, kind: 'invalidEmail' };
  return { field, kind: 'invalid' };
}
