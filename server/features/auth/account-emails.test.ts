import { describe, expect, it } from 'vitest';
import { invitationEmail, passwordResetEmail } from './account-emails';

const LINK = 'https://bar.example/admin/invitation?token=abc_DEF-123';

describe('the link e-mails', () => {
  it('carry the link in the text and the HTML part, with every value escaped and no remote image', () => {
    const email = invitationEmail({ name: '<script>alert(1)</script> & "Luis"', invitedBy: 'Ana <ana@evil.example>', link: LINK });
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
    const email = passwordResetEmail({ name: 'Eva', link: 'https://bar.example/admin/reset-password?token=x' });
    expect(email.subject).toMatch(/reset/i);
    expect(email.text).toContain('60 minutes');
    expect(email.html).toContain('60 minutes');
  });
});
