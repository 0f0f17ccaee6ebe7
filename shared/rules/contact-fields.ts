// The contact message's vocabulary, without zod: the public contact form and the staff list read these at start-up,
// and a page must not build the API's schemas to render (schemas/contacts.ts builds them from these).

/** The fields a guest must fill in; the others may be left empty. */
export const CONTACT_REQUIRED_FIELDS = ['name', 'email', 'message'] as const;

/** The message's minimum length, after trimming. */
export const CONTACT_MESSAGE_MIN_LENGTH = 5;

/** The most characters each field takes, after trimming. */
export const CONTACT_MAX_LENGTHS = { name: 120, email: 180, phone: 32, subject: 180, message: 4000 } as const;

export const CONTACT_STATUSES = ['NEW', 'CONTACTED', 'CLOSED'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A status as staff read it (the list's filter, the spreadsheet export). */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { NEW: 'New', CONTACTED: 'Contacted', CLOSED: 'Closed' };
