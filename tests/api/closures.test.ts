// API.md "Hours": the pages' hours blocks show the special dates of the coming 90 days as soon as they are saved, and
// "Structured data": the Restaurant's specialOpeningHoursSpecification carries them. A closure 40 days ahead (far
// beyond the two weeks of the notice at the top of the home page) saved by staff is on the next /, /es, /contact and
// /es/reservations, grouped as one range, in each page's language, and in their JSON-LD: the pages the public-read
// cache kept before the save are not what is served after it.
import { afterAll, describe, expect, it } from 'vitest';
import { SpecialDay } from '../../server/features/hours/special-day.entity';
import { provideRuleWords } from '../../shared/i18n/rule-words';
import { messages as english } from '../../shared/i18n/messages/en';
import { messages as spanish } from '../../shared/i18n/messages/es';
import { shortDateRange } from '../../shared/rules/calendar-names';
import { useTestDb } from '../factories';
import { onStableBarDate, shiftDate } from './dates';
import { api } from './http';
import { adminApi } from './staff';

const db = useTestDb();
// The range is written by the calendar rule (unit-tested on its own), in the words of each language's message file.
provideRuleWords('en', english);
provideRuleWords('es', spanish);

afterAll(async () => {
  const em = db.em();
  await em.nativeDelete(SpecialDay, {});
  await db.contentVersion.recordChange(em);
});

/** What a guest reads: the page's text without its tags, its JSON data blocks and styles. */
const pageText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

type Node = Record<string, unknown> & { '@type': string };
const restaurant = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Node).find((node) => node['@type'] === 'Restaurant');

describe('a closure 40 days ahead', () => {
  it('shows on the hours blocks of /, /es, /contact and /es/reservations, and in their JSON-LD, the moment staff save it', async () => {
    await onStableBarDate(async (today) => {
      const from = shiftDate(today, 40);
      const to = shiftDate(today, 42);
      const pages = { '/': 'en', '/es': 'es', '/contact': 'en', '/es/reservations': 'es' } as const;
      const said = { en: `Closed ${shortDateRange(from, to, 'en')} · Winter break`, es: `Cerrado ${shortDateRange(from, to, 'es')} · Winter break` };
      const heading = { en: 'Coming changes', es: 'Próximos cambios' };

      // Read before the save: these are the pages the cache keeps.
      for (const [path, lang] of Object.entries(pages)) {
        const before = await api(path);
        expect(before.status).toBe(200);
        expect(pageText(before.text)).not.toContain(said[lang]);
        expect(restaurant(before.text)?.specialOpeningHoursSpecification ?? []).not.toContainEqual(expect.objectContaining({ validFrom: from }));
      }

      const saved = await adminApi('/api/admin/hours/special', { json: { date: from, to, closed: true, note: 'Winter break' } });
      expect([200, 201], saved.text).toContain(saved.status);

      for (const [path, lang] of Object.entries(pages)) {
        const html = (await api(path)).text;
        const text = pageText(html);
        // One line for the three days, under the week's heading for coming changes.
        expect(text, path).toContain(said[lang]);
        expect(text.split(said[lang])).toHaveLength(2);
        expect(text, path).toContain(heading[lang]);
        expect(restaurant(html)?.specialOpeningHoursSpecification, path).toContainEqual({
          '@type': 'OpeningHoursSpecification',
          validFrom: from,
          validThrough: to,
          opens: '00:00',
          closes: '00:00',
          description: 'Winter break',
        });
      }
    });
  });
});
