import { describe, expect, it } from 'vitest';
import { aboutParagraphs, announcementEndsAt, currentAnnouncement } from './announcement';

describe('currentAnnouncement', () => {
  const holidays = { text: 'Closed Dec 24–26. Feliz Navidad!', until: '2026-12-26' };

  it('shows through the whole of its last day, then never again', () => {
    expect(currentAnnouncement(holidays, '2026-12-20')).toEqual(holidays);
    expect(currentAnnouncement(holidays, '2026-12-26')).toEqual(holidays);
    expect(currentAnnouncement(holidays, '2026-12-27')).toBeNull();
    expect(currentAnnouncement(null, '2026-12-20')).toBeNull();
  });
});

describe('aboutParagraphs', () => {
  it('splits on blank lines and joins the lines of one paragraph', () => {
    expect(aboutParagraphs('We opened in 2019.\nFamily recipes.\n\n  \nCome hungry.\r\n\r\nSalud!')).toEqual(['We opened in 2019. Family recipes.', 'Come hungry.', 'Salud!']);
  });

  it('keeps markup as the text it is', () => {
    expect(aboutParagraphs('<b>Bold</b> claims')).toEqual(['<b>Bold</b> claims']);
  });
});

describe('announcementEndsAt', () => {
  it('is the bar\'s midnight after the last day (EST in winter, EDT in summer)', () => {
    expect(announcementEndsAt({ text: 'x', until: '2026-12-24' }, 'America/New_York').toISOString()).toBe('2026-12-25T05:00:00.000Z');
    expect(announcementEndsAt({ text: 'x', until: '2026-07-31' }, 'America/New_York').toISOString()).toBe('2026-08-01T04:00:00.000Z');
  });
});
