import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, fakeClock, type TestDb } from './testing/test-db';
import { bootstrapData, type BootstrapOptions } from './bootstrap';
import { TABLES } from './tables';
import { MenuItem } from './features/menu/menu-item.entity';
import { MenuCategory } from './features/menu/menu-category.entity';
import { DrinkItem } from './features/drinks/drink-item.entity';
import { Offer } from './features/offers/offer.entity';
import { ScheduledHighlight } from './features/menu/highlights/scheduled-highlight.entity';
import { StaffUser } from './auth/staff-user.entity';
import { Session } from './auth/session.entity';
import { verifyPassword } from './auth/passwords';
import { RegularHours } from './features/hours/regular-hours.entity';
import { SpecialDay } from './features/hours/special-day.entity';
import { dayCodeOf } from '../shared/rules/day-codes';
import { readTranslations } from '../shared/rules/translations';
import { readBarSettings } from './bar-settings/bar-settings';
import { GalleryPhoto } from './features/gallery/gallery-photo.entity';

describe('first-start bootstrap', () => {
  let db: TestDb;
  let lines: string[];
  const clock = fakeClock('2026-11-23T02:30:00Z'); // still Nov 22 in Woburn
  const options = (overrides: Partial<BootstrapOptions> = {}): BootstrapOptions => ({
    tables: TABLES,
    seedDemo: true,
    timeZone: 'America/New_York',
    adminEmail: 'admin@example.com',
    adminName: 'Admin',
    adminPassword: undefined,
    log: (line) => lines.push(line),
    announce: (text) => lines.push(text),
    ...overrides,
  });

  beforeEach(async () => {
    db = await createTestDb();
    lines = [];
  });
  afterEach(() => db.close());

  it('seeds the demo content into an empty database, with highlights from the local today', async () => {
    await bootstrapData(db.orm.em.fork(), clock, options());
    const em = db.orm.em.fork();
    expect(await em.count(MenuItem)).toBeGreaterThanOrEqual(35);
    expect(await em.count(MenuCategory)).toBeGreaterThanOrEqual(6);
    expect(await em.count(DrinkItem)).toBeGreaterThanOrEqual(35);
    expect(await em.count(Offer)).toBe(3);
    expect(await em.count(ScheduledHighlight, { date: '2026-11-22' })).toBeGreaterThan(0);
  });

  it('seeds the demo in Spanish too: every category, dish, drink and offer, the bar\'s texts and the photos\' alt texts', async () => {
    await bootstrapData(db.orm.em.fork(), clock, options());
    const em = db.orm.em.fork();
    for (const [name, entity] of Object.entries({ MenuCategory, MenuItem, DrinkItem, Offer, GalleryPhoto })) {
      const rows = (await em.find(entity as typeof MenuItem, {})) as { translations: string | null }[];
      expect(rows.length, name).toBeGreaterThan(0);
      expect(rows.filter((row) => readTranslations(row.translations).es === undefined), name).toEqual([]);
    }
    const bravas = await em.findOneOrFail(MenuItem, { name: 'Patatas Bravas' });
    expect(readTranslations(bravas.translations).es?.['description']).toMatch(/^Patatas fritas dos veces/);
    expect((await readBarSettings(em)).translations?.es?.tagline).toBe('Tapas, vino y sobremesas largas en Woburn');
  });

  it('never seeds over existing data', async () => {
    await bootstrapData(db.orm.em.fork(), clock, options());
    const before = await db.orm.em.fork().count(MenuItem);
    await bootstrapData(db.orm.em.fork(), clock, options());
    expect(await db.orm.em.fork().count(MenuItem)).toBe(before);
  });

  it('fills the regular week from site.hours on every installation, demo or not, and never over staff edits', async () => {
    await bootstrapData(db.orm.em.fork(), clock, options({ seedDemo: false, adminPassword: 'configured password 123' }));
    const week = async () => Object.fromEntries((await db.orm.em.fork().find(RegularHours, {})).map((row) => [row.day, [row.opens ?? null, row.closes ?? null]]));
    expect(await week()).toEqual({
      MON: ['17:00', '21:00'], TUE: ['17:00', '21:00'], WED: ['17:00', '21:00'], THU: ['17:00', '21:00'],
      FRI: ['17:00', '21:30'], SAT: ['17:00', '21:30'], SUN: [null, null],
    });
    expect(lines.join('\n')).toMatch(/regular opening hours/);

    const em = db.orm.em.fork();
    const monday = await em.findOneOrFail(RegularHours, { day: 'MON' });
    monday.opens = null;
    monday.closes = null;
    await em.flush();
    await bootstrapData(db.orm.em.fork(), clock, options({ seedDemo: false }));
    expect((await week()).MON).toEqual([null, null]);
  });

  it('adds demo special dates ahead of the local today: a late Friday and a closed midweek day', async () => {
    await bootstrapData(db.orm.em.fork(), clock, options());
    const days = await db.orm.em.fork().find(SpecialDay, {}, { orderBy: { date: 'asc' } });
    expect(days.map((day) => [day.date, dayCodeOf(day.date), day.closed])).toEqual([
      ['2026-11-27', 'FRI', false],
      ['2026-12-01', 'TUE', true],
    ]);
    expect(days[0]).toMatchObject({ opens: '17:00', closes: '23:30', note: expect.any(String) });
    expect(days[1]).toMatchObject({ opens: null, closes: null, note: 'Private event' });
  });

  it('creates the first staff account with a generated password printed once', async () => {
    await bootstrapData(db.orm.em.fork(), clock, options({ seedDemo: false }));
    const printed = lines.join('\n');
    const password = /Password \(shown once[^)]*\): (\S+)/.exec(printed)?.[1];
    expect(password && password.length).toBeGreaterThanOrEqual(20);
    const user = await db.orm.em.fork().findOneOrFail(StaffUser, { email: 'admin@example.com' });
    expect(await verifyPassword(user.passwordHash, password!)).toBe(true);

    lines = [];
    await bootstrapData(db.orm.em.fork(), clock, options({ seedDemo: false }));
    expect(lines.join('\n')).not.toMatch(/Password/);
    expect(await db.orm.em.fork().count(StaffUser)).toBe(1);
  });

  it('uses ADMIN_PASSWORD when given and does not print it', async () => {
    await bootstrapData(db.orm.em.fork(), clock, options({ seedDemo: false, adminPassword: 'configured password 123' }));
    expect(lines.join('\n')).not.toContain('configured password 123');
    const user = await db.orm.em.fork().findOneOrFail(StaffUser, { email: 'admin@example.com' });
    expect(await verifyPassword(user.passwordHash, 'configured password 123')).toBe(true);
  });

  it('deletes expired and revoked sessions at start-up and keeps the live ones', async () => {
    await bootstrapData(db.orm.em.fork(), clock, options({ seedDemo: false, adminPassword: 'configured password 123' }));
    const em = db.orm.em.fork();
    const user = await em.findOneOrFail(StaffUser, { email: 'admin@example.com' });
    const now = clock.now().getTime();
    const session = (name: string, expiresIn: number, revokedAt: Date | null) =>
      em.create(Session, { tokenHash: name.padEnd(64, '0'), user, createdAt: new Date(now - 3_600_000), expiresAt: new Date(now + expiresIn), revokedAt });
    session('live', 60_000, null);
    session('expired', -1, null);
    session('ends-now', 0, null);
    session('revoked', 60_000, new Date(now - 1_000));
    await em.flush();

    await bootstrapData(db.orm.em.fork(), clock, options({ seedDemo: false }));
    const left = await db.orm.em.fork().find(Session, {});
    expect(left.map((row) => row.tokenHash.replace(/0+$/, ''))).toEqual(['live']);
  });
});
