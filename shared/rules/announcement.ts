// The settings' texts as guests read them: the announcement banner while it lasts, the About story as paragraphs.
import { instantAt } from './dates';

export interface Announcement {
  text: string;
  /** The last day it shows (the bar's date, YYYY-MM-DD). */
  until: string;
}

/** The announcement while it lasts: through the whole of its `until` day (the bar's date), then null. */
export function currentAnnouncement(announcement: Announcement | null, barToday: string): Announcement | null {
  if (!announcement || announcement.until < barToday) return null;
  return announcement;
}

/** The About story's paragraphs: separated by blank lines; a single line break inside a paragraph stays a space. */
export function aboutParagraphs(about: string): string[] {
  return about
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/** The instant the announcement stops showing: the bar's midnight at the end of its `until` day. */
export function announcementEndsAt(announcement: Announcement, timeZone: string): Date {
  const [y, m, d] = announcement.until.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return instantAt(timeZone, next, '00:00');
}
