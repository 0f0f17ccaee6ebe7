// What staff do with a guest's message from the admin: write back (mailto:), call (tel:), see the page it came from,
// and recognise it in the inbox by its first line. Pure, so every encoding rule is tested.

/** The address part of a mailto: URL. RFC 6068 keeps "@" and "+" as they are; anything unusual is percent-encoded. */
function encodeAddress(email: string): string {
  return encodeURIComponent(email.trim()).replace(/%40/g, '@').replace(/%2B/gi, '+');
}

export function mailtoHref(email: string): string {
  return `mailto:${encodeAddress(email)}`;
}

/** "Re: <subject>" on one line; a subject that already starts with "Re:" is not prefixed twice. */
export function replySubject(subject: string): string {
  const line = subject.replace(/\s+/g, ' ').trim();
  if (!line) return 'Re: your message';
  return /^re:/i.test(line) ? line : `Re: ${line}`;
}

/** A reply in the staff member's mail program: the guest's address, the subject filled in. Spaces are %20, never "+". */
export function replyMailto(message: { email: string; subject: string }): string {
  return `${mailtoHref(message.email)}?subject=${encodeURIComponent(replySubject(message.subject))}`;
}

/** "+1 (781) 555-0142 ext. 3" → "tel:+17815550142"; null when there is no number to dial. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const number = phone.split(/\s*(?:ext\.?|extension|x|#)\s*\d/i)[0] ?? '';
  const digits = number.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The page a message was sent from, when it is a path on this site (the header is the sender's word, so checked). */
export function sitePath(path: string | null): string | null {
  return path && /^\/(?!\/)[^\s\\]*$/.test(path) ? path : null;
}

/** The first line with words of a message, cut at a word near `max` characters with "…". */
export function firstLine(message: string, max = 140): string {
  const line = message.split(/\r\n|\r|\n/).find((text) => text.trim() !== '') ?? '';
  const text = line.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
