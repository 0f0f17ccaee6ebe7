import { describe, expect, it } from 'vitest';
import { emails as en } from '../../../shared/i18n/messages/en';
import { emails as es } from '../../../shared/i18n/messages/es';
import { emailWords } from '../../mail/email-texts';
import { contactNotification, oneLine } from './contact-notification';
import type { IContactMessage } from './contact-message.entity';

const EVIL = '<img src=x onerror=alert(1)>"&\'';
const message = {
  id: 42,
  name: `Ana\r\nBcc: x@evil.example ${EVIL}`,
  email: 'ana@example.com',
  phone: `+1 555 ${EVIL}`,
  subject: `Table\nfor two ${EVIL}`,
  message: `Hello ${EVIL}\nSecond line`,
  sourcePath: `/contact?${EVIL}`,
} as unknown as IContactMessage;

describe('the contact notification', () => {
  const email = contactNotification(message, ['bar@test.example'], 'https://bar.test', emailWords('en', en));

  it('folds line and control characters out of one-line fields', () => {
    expect(oneLine('a\r\n\tb\u2028c\u0000d  e')).toBe('a b c d e');
    expect(email.subject).toBe(`New message from Ana Bcc: x@evil.example ${EVIL}: Table for two ${EVIL}`);
    expect(email.replyTo).toEqual({ name: `Ana Bcc: x@evil.example ${EVIL}`, address: 'ana@example.com' });
  });

  it('escapes every guest value in the HTML part and keeps them as typed in the text part', () => {
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('onerror=alert(1)>');
    // The name thrice (title, From, the Reply line), the subject twice (heading, row), phone, page and message.
    expect(email.html.match(/&lt;img src=x onerror=alert\(1\)&gt;&quot;&amp;&#39;/g)).toHaveLength(8);
    expect(email.text).toContain(`Hello ${EVIL}\nSecond line`);
    expect(email.text).toContain(`Phone: +1 555 ${EVIL}`);
    for (const part of [email.text, email.html]) expect(part).toContain('https://bar.test/admin/contacts/42');
    expect(email).toMatchObject({ kind: 'contact-notification', to: ['bar@test.example'], ref: 'contact:42' });
  });

  it('takes its fixed texts from the message file it is given: in Spanish from the Spanish one', () => {
    const spanish = contactNotification({ ...message, name: 'Ana', subject: 'Mesa' } as IContactMessage, ['bar@test.example'], 'https://bar.test', emailWords('es', es), 'Casa Olivera');
    expect(spanish.subject).toBe('Nuevo mensaje de Ana: Mesa');
    expect(spanish.text).toContain('Nuevo mensaje para Casa Olivera desde la web.');
    expect(spanish.text).toContain('Teléfono: +1 555');
    expect(spanish.text).toContain('Ábrelo en el panel: https://bar.test/admin/contacts/42');
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('Abrir el mensaje en el panel');
    for (const part of [spanish.text, spanish.html]) expect(part).not.toMatch(/\b(From|Phone|Subject|Sent from|Reply)\b/);
  });
});
