import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultBarSettings } from '../../../shared/config/default-settings';
import { site } from '../../../shared/config/site';
import { settingsInput } from '../../../shared/schemas/settings';
import type { RecordChange } from '../../activity-log/describer';
import { seedBarSettings } from '../../bar-settings/bar-settings';
import { BarSettings } from '../../bar-settings/bar-settings.entity';
import { createTestDb, fakeClock, staffCtx, type TestDb } from '../../testing/test-db';
import { settingsActivity } from './settings.activity';
import { getAdminSettings, getPublicSettings, saveSettings } from './settings.service';
import { writeSentence, type Sentence } from '../../../shared/rules/activity-sentences';
import { RECORDED_WORDS } from '../../i18n/log-words';

/** A description's sentence as the log records it (in English), or null for none. */
const sentenceIn = (sentence: Sentence | undefined) => (sentence ? writeSentence(sentence, RECORDED_WORDS) : null);

describe('settings service', () => {
  let db: TestDb;
  // 3 PM in Woburn on Friday 4 December 2026.
  const clock = fakeClock('2026-12-04T20:00:00Z');
  const ctx = () => staffCtx(db.orm, clock);
  // The identity module's record with the changes a test makes; its Spanish texts only where the test gives them (the
  // seed's three translated policies would not fit a test's shorter list).
  const input = (overrides: Record<string, unknown> = {}) => settingsInput.parse({ ...defaultBarSettings(), translations: {}, ...overrides });

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    clock.set('2026-12-04T20:00:00Z');
    await db.orm.em.fork().nativeDelete(BarSettings, {});
  });

  it('answers the identity module before the first start has seeded the row, and the seed is the same record', async () => {
    expect(await getAdminSettings(ctx())).toEqual(defaultBarSettings());
    expect(await seedBarSettings(db.orm.em.fork())).toBe(true);
    expect(await seedBarSettings(db.orm.em.fork())).toBe(false);
    expect(await db.orm.em.fork().count(BarSettings, {})).toBe(1);
    const seeded = await getAdminSettings(ctx());
    expect(seeded).toEqual(defaultBarSettings());
    expect(seeded).toMatchObject({ phone: site.phone.display, bookingUrl: site.booking.url, notificationEmails: [site.email], announcement: null });
    expect(seeded.about.split('\n\n')).toHaveLength(2);
  });

  it('saves the whole record (lists in order) and guests read it without the notification e-mails', async () => {
    await seedBarSettings(db.orm.em.fork());
    const saved = await saveSettings(
      ctx(),
      input({
        phone: '(781) 555-0199',
        socials: [{ network: 'TikTok', url: 'https://www.tiktok.com/@casa' }],
        policies: ['Second <b>policy</b>', 'First'],
        notificationEmails: ['owner@bar.example', 'manager@bar.example'],
        geo: { lat: 42.5, lng: -71.25 },
      }),
    );
    expect(saved).toMatchObject({ phone: '(781) 555-0199', policies: ['Second <b>policy</b>', 'First'], geo: { lat: 42.5, lng: -71.25 } });
    expect(await getAdminSettings(ctx())).toEqual(saved);
    const shown = await getPublicSettings(ctx());
    expect(shown).not.toHaveProperty('notificationEmails');
    expect(shown).toMatchObject({ phone: '(781) 555-0199', socials: [{ network: 'TikTok', url: 'https://www.tiktok.com/@casa' }] });
  });

  it('saves even before the row was seeded (it creates it)', async () => {
    await saveSettings(ctx(), input({ name: 'Casa Nueva' }));
    expect((await getAdminSettings(ctx())).name).toBe('Casa Nueva');
  });

  it('shows the announcement through the whole of its last day (the bar\'s date), then answers null; the owner still reads it', async () => {
    const announcement = { text: 'Closed Friday for a private party', until: '2026-12-04' };
    await saveSettings(ctx(), input({ announcement }));
    expect((await getPublicSettings(ctx())).announcement).toEqual(announcement);
    // 11:59 PM in Woburn, already the next day in UTC.
    clock.set('2026-12-05T04:59:00Z');
    expect((await getPublicSettings(ctx())).announcement).toEqual(announcement);
    clock.set('2026-12-05T05:00:00Z');
    expect((await getPublicSettings(ctx())).announcement).toBeNull();
    expect((await getAdminSettings(ctx())).announcement).toEqual(announcement);
    await saveSettings(ctx(), input({ announcement: null }));
    expect((await getAdminSettings(ctx())).announcement).toBeNull();
  });

  it('keeps the owner\'s Spanish texts; guests reading Spanish get them, English where there is none, never the translations themselves', async () => {
    const announcement = { text: 'Closed Friday for a private party', until: '2026-12-04' };
    const translations = { es: { tagline: 'Tapas y vino', policies: ['', 'Sin mascotas.'], announcement: 'Cerrado el viernes por un evento privado' } };
    const saved = await saveSettings(ctx(), input({ policies: ['Table held 15 minutes.', 'No pets.'], announcement, translations }));
    expect(saved.translations).toEqual(translations);
    expect((await getAdminSettings(ctx())).translations).toEqual(translations);
    const spanish = await getPublicSettings(ctx(), { lang: 'es' });
    expect(spanish).not.toHaveProperty('translations');
    expect(spanish).toMatchObject({
      tagline: 'Tapas y vino',
      description: saved.description,
      policies: ['Table held 15 minutes.', 'Sin mascotas.'],
      announcement: { text: 'Cerrado el viernes por un evento privado', until: '2026-12-04' },
    });
    expect(await getPublicSettings(ctx())).toMatchObject({ tagline: saved.tagline, policies: ['Table held 15 minutes.', 'No pets.'], announcement });
    // A whole-record save without translations has none (the admin answer carries them, so a form sends them back).
    expect((await saveSettings(ctx(), input({ policies: ['No pets.'] }))).translations).toEqual({});
  });

  it('refuses more translated policies than policies, naming them', () => {
    const result = settingsInput.safeParse({ ...defaultBarSettings(), policies: ['One'], translations: { es: { policies: ['Uno', 'Dos'] } } });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['translations.es.policies', 'Translated policies may have at most as many entries as the policies (1).']]);
  });
});

describe('settings in the activity log', () => {
  const [describer] = settingsActivity;
  const say = (record: Record<string, unknown>, before: Record<string, unknown>, type: RecordChange<unknown>['type'] = 'update') =>
    sentenceIn(describer!.describe({ type, record, before, changed: new Set(Object.keys(before)), actor: null })?.summary);

  it('spells short fields from old to new and names lists and long texts', () => {
    expect(say({ phone: '(781) 555-0199' }, { phone: '(781) 555-0142' })).toBe('Changed the phone from "(781) 555-0142" to "(781) 555-0199"');
    expect(say({ phone: '1', email: 'b@x.example' }, { phone: '2', email: 'a@x.example' })).toBe(
      'Changed the phone from "2" to "1" and changed the e-mail from "a@x.example" to "b@x.example"',
    );
    expect(say({}, { policies: '[]', about: 'x', street: 'a', postalCode: 'b' })).toBe('Changed the address, the policies and the About story');
    expect(say({}, { announcementText: null, announcementUntil: null })).toBe('Changed the announcement');
  });

  it('says nothing for the start-up\'s seed', () => {
    expect(say({ name: 'Casa' }, {}, 'create')).toBeNull();
  });
});
