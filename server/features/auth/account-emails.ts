// The two e-mails with a one-time link (invitation, password reset): a plain-text part and a small HTML part in the
// bar's colours with inline CSS (mail clients drop style sheets) and no remote images. Every value is escaped. Their
// fixed texts are the site's default language's (server/mail/email-texts.ts).
import { site } from '../../../shared/config/site';
import { escapeHtml } from '../../../shared/rules/markup';
import type { EmailWords } from '../../mail/email-texts';

export interface LinkEmail {
  subject: string;
  text: string;
  html: string;
}

interface LinkEmailParts {
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  link: string;
  footnote: string;
  barName: string;
  words: EmailWords;
}

function render({ subject, greeting, lines, action, link, footnote, barName, words }: LinkEmailParts): LinkEmail {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', footnote, '', `— ${barName}`].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#2a1f1b">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="${words.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f7f0e3;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f7f0e3;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#fffaf1;border:1px solid #dccdb5;border-radius:8px">
<tr><td style="background:#6e1f2a;color:#f7f0e3;padding:16px 24px;border-radius:8px 8px 0 0;font-family:Georgia,'Times New Roman',serif;font-size:22px">${escapeHtml(barName)}</td></tr>
<tr><td style="padding:24px">
${paragraph(greeting)}
${lines.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#b5522f;color:#fffaf1;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px;font-size:16px">${escapeHtml(action)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#5e4f47">${escapeHtml(words.t('link.copy'))}<br><a href="${escapeHtml(link)}" style="color:#963f21;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#5e4f47">${escapeHtml(footnote)}</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { subject, text, html };
}

/**
 * The link a member opens to set a name and password; `invitedBy` is the owner who sent it. `words`: the e-mails'
 * texts in the site's default language; `barName`: the bar's name as the owner keeps it in the settings (the identity
 * module's by default).
 */
export function invitationEmail({ name, invitedBy, link, words, barName = site.name }: { name: string; invitedBy: string; link: string; words: EmailWords; barName?: string }): LinkEmail {
  const { t } = words;
  return render({
    barName,
    words,
    subject: t('invitation.subject', { bar: barName }),
    greeting: t('link.greeting', { name }),
    lines: [t('invitation.body', { invitedBy, bar: barName })],
    action: t('invitation.action'),
    link,
    footnote: t('invitation.footnote'),
  });
}

export function passwordResetEmail({ name, link, words, barName = site.name }: { name: string; link: string; words: EmailWords; barName?: string }): LinkEmail {
  const { t } = words;
  return render({
    barName,
    words,
    subject: t('reset.subject', { bar: barName }),
    greeting: t('link.greeting', { name }),
    lines: [t('reset.body')],
    action: t('reset.action'),
    link,
    footnote: t('reset.footnote'),
  });
}
