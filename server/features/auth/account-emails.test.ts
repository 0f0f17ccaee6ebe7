import { describe, expect, it } from 'vitest';
import { emails as en } from '../../../shared/i18n/messages/en';
import { emails as es } from '../../../shared/i18n/messages/es';
import { emailWords } from '../../mail/email-texts';
import { invitationEmail, passwordResetEmail } from './account-emails';

const words = emailWords('en', en);

const LINK = 'https://bar.example/admin/invitation?token=abc_DEF-123';

describe('the link e-mails', () => {
  it('carry the link in the text and the HTML part, with every value escaped and no remote image', () => {
    const email = invitationEmail({ name: '<script>alert(1)</script> & "Luis"', invitedBy: 'Ana <ana@evil.example>', link: LINK, words });
    expect(email.text).toContain(`: ${LINK}`);
    expect(email.text).toContain('<script>alert(1)</script> & "Luis"');
    expect(email.html).toContain(`href="${LINK}"`);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Luis&quot;');
    expect(email.html).toContain('Ana &lt;ana@evil.example&gt;');
    expect(email.html).not.toMatch(/<img|url\(/i);
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('say how long a reset link works', () => {
    const email = passwordResetEmail({ name: 'Eva', link: 'https://bar.example/admin/reset-password?token=x', words });
    expect(email.subject).toMatch(/reset/i);
    expect(email.text).toContain('60 minutes');
    expect(email.html).toContain('60 minutes');
  });

  it('take every fixed text from the message file they are given: in Spanish from the Spanish one', () => {
    const invitation = invitationEmail({ name: 'Luis', invitedBy: 'Ana', link: LINK, words: emailWords('es', es), barName: 'Casa Olivera' });
    expect(invitation.subject).toBe('Te invitan al panel de Casa Olivera');
    expect(invitation.text).toContain('Hola, Luis:');
    expect(invitation.text).toContain(`Aceptar la invitación: ${LINK}`);
    expect(invitation.html).toContain('<html lang="es">');
    expect(invitation.html).toContain('Si el botón no funciona');
    const reset = passwordResetEmail({ name: 'Eva', link: LINK, words: emailWords('es', es), barName: 'Casa Olivera' });
    expect(reset.subject).toBe('Cambia la contraseña del panel de Casa Olivera');
    for (const part of [invitation.text, invitation.html, reset.text, reset.html]) expect(part).not.toMatch(/\b(Hello|invited|password|button)\b/);
  });
});
