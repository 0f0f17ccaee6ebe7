// The e-mail the bar gets for a new guest message (API.md "E-mail"): a plain-text part and a small HTML part in the
// bar's colours (inline CSS, no images, so every mail client shows it as sent). Guest text is data: line breaks are
// folded out of the subject, every value in the HTML is escaped, and Reply-To is a name and an address (never a header
// line we write), so Reply answers the guest. Its fixed texts are the site's default language's (server/mail/email-texts.ts).
import { site } from '../../../shared/config/site';
import { escapeHtml } from '../../../shared/rules/markup';
import type { EmailWords } from '../../mail/email-texts';
import type { EmailToQueue } from '../../mail/queue-email';
import type { IContactMessage } from './contact-message.entity';

/** One line: CR, LF and other line or control characters become a space (guest text never breaks a header). */
export function oneLine(text: string): string {
  // \p{Cc}: the control characters (CR, LF, tab, NUL…); then the Unicode line and paragraph separators.
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/\s{2,}/g, ' ').trim();
}

// The bar's palette (src/styles/tokens.css): cream paper, ink text, wine headings, terracotta link.
const C = { cream: '#f7f0e3', paper: '#fffaf1', ink: '#2a1f1b', muted: '#5e4f47', wine: '#6e1f2a', terracotta: '#963f21', line: '#dccdb5' };

/** The outbox ref of a message's notification: the inbox reads how the e-mail went by it. */
export const contactNotificationRef = (id: number) => `contact:${id}`;

/** `words`: the e-mails' texts in the site's default language; `barName`: the bar's name as the owner keeps it in the settings (the identity module's by default). */
export function contactNotification(message: IContactMessage, recipients: string[], publicUrl: string, { lang, t }: EmailWords, barName: string = site.name): EmailToQueue {
  const name = oneLine(message.name);
  const subject = oneLine(message.subject);
  const link = `${publicUrl}/admin/contacts/${message.id}`;
  const page = message.sourcePath ?? '';
  const phone = message.phone ?? '';
  const rows: [string, string][] = [
    [t('contact.from'), `${name} <${message.email}>`],
    [t('contact.phone'), phone || '—'],
    [t('contact.subjectLabel'), subject],
    [t('contact.sentFrom'), page || '—'],
  ];

  const text = [
    t('contact.intro', { bar: barName }),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    '',
    t('contact.openText', { link }),
    t('contact.replyText'),
  ].join('\n');

  const cell = `padding:4px 12px 4px 0;vertical-align:top;`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t('contact.title', { name }))}</title></head>
<body style="margin:0;padding:24px 12px;background:${C.cream};color:${C.ink};font-family:Georgia,'Times New Roman',serif;">
<div style="max-width:560px;margin:0 auto;background:${C.paper};border:1px solid ${C.line};border-radius:8px;padding:24px;">
<p style="margin:0 0 4px;color:${C.muted};font-size:14px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;">${escapeHtml(t('contact.kicker', { bar: barName }))}</p>
<h1 style="margin:0 0 16px;color:${C.wine};font-size:22px;line-height:1.3;">${escapeHtml(subject)}</h1>
<table role="presentation" style="border-collapse:collapse;font-size:15px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;">
${rows.map(([label, value]) => `<tr><th scope="row" style="${cell}text-align:left;color:${C.muted};font-weight:normal;">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<div style="margin:16px 0;padding:16px;border-left:4px solid ${C.wine};background:${C.cream};font-size:16px;line-height:1.5;white-space:pre-wrap;">${escapeHtml(message.message)}</div>
<p style="margin:16px 0 8px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:${C.wine};color:#ffffff;border-radius:6px;text-decoration:none;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;">${escapeHtml(t('contact.openButton'))}</a></p>
<p style="margin:8px 0 0;color:${C.muted};font-size:14px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;">${escapeHtml(t('contact.replyHtml', { name }))}</p>
</div>
</body></html>`;

  return {
    kind: 'contact-notification',
    to: recipients,
    replyTo: { name, address: message.email },
    subject: t('contact.subject', { name, subject }),
    text,
    html,
    ref: contactNotificationRef(message.id),
  };
}
