// The shapes every language's message file has: the English file's keys, each with a text of its own. A message file
// (shared/i18n/messages/<code>.ts) exports `messages` (the public pages' words, a chunk the page's language loads) and
// `emails` (the fixed texts of the e-mails the server writes, which the browser never downloads).
import type { EmailKey, MessageKey } from './messages/en';
import type { AdminKey } from './admin/en';

export type Catalog = Readonly<Record<MessageKey, string>>;
export type EmailTexts = Readonly<Record<EmailKey, string>>;
/** The staff admin's words (shared/i18n/admin/<code>.ts): a catalog of its own, which no guest page downloads. */
export type AdminCatalog = Readonly<Record<AdminKey, string>>;
export type { AdminKey, EmailKey, MessageKey };
