// Contact messages from guests: build<X>(overrides) gives the row's data, create<X>(em, overrides) stores it.
import type { EntityManager } from '@mikro-orm/knex';
import { ContactMessage, type IContactMessage } from '../../server/features/contacts/contact-message.entity';
import type { ContactStatus } from '../../shared/schemas/contacts';
import { uniqueName } from './unique';

export interface ContactMessageData {
  createdAt: Date;
  status: ContactStatus;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  notes: string | null;
  sourcePath: string | null;
  userAgent: string | null;
  ip: string | null;
  /** Sent with a filled honeypot: never in the staff inbox. */
  spam: boolean;
}

export function buildContactMessage(overrides: Partial<ContactMessageData> = {}): ContactMessageData {
  const { name, slug } = uniqueName('Guest');
  return {
    createdAt: new Date(),
    status: 'NEW',
    name,
    email: `${slug}@example.com`,
    phone: null,
    subject: 'Contact from website',
    message: `A question from ${name}.`,
    notes: null,
    sourcePath: '/contact',
    userAgent: 'factory',
    ip: '203.0.113.50',
    spam: false,
    ...overrides,
  };
}

export async function createContactMessage(em: EntityManager, overrides: Partial<ContactMessageData> = {}): Promise<IContactMessage> {
  const message = em.create(ContactMessage, buildContactMessage(overrides));
  await em.flush();
  return message;
}
