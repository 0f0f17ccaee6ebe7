import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { searchTextProperty } from '../../db/search-text';

export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  properties: {
    id: p.integer().primary().autoincrement(),
    createdAt: p.datetime().onCreate(() => new Date()).index(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    status: p.string().length(20).default('NEW'),
    name: p.string().length(120),
    email: p.string().length(180),
    phone: p.string().length(32).nullable(),
    subject: p.string().length(180),
    message: p.text(),
    notes: p.text().nullable(),
    sourcePath: p.string().length(500).nullable(),
    userAgent: p.string().length(500).nullable(),
    ip: p.string().length(64).nullable(),
    /** Sent with a filled honeypot: kept out of the staff inbox. */
    spam: p.boolean().default(false),
    /** What the admin search looks at (name, e-mail, subject, message). */
    searchText: searchTextProperty<{ name: string; email: string; subject: string; message: string }>((m) => [m.name, m.email, m.subject, m.message]),
  },
});
export type IContactMessage = InferEntity<typeof ContactMessage>;
