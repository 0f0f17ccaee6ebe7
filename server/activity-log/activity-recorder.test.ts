// The recorder on a real database: one entry per described write, in the write's transaction (a failed or rolled
// back write leaves none), the actor carried into em.transactional's forks, nothing for writes without an author.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMenuItem, createOffer, createScheduledHighlight } from '../../tests/factories';
import { createTestDb, fakeClock, testCtx, type TestDb } from '../testing/test-db';
import { ACTIVITY_DESCRIBERS } from '../features';
import { createStaffUser } from '../auth/staff-accounts';
import { login } from '../features/auth/auth.service';
import { deleteCatalogItem, setCatalogFlag } from '../catalog/catalog.service';
import { menuCatalog } from '../features/menu/menu.catalog';
import { deleteHighlight, setHighlightActive } from '../features/menu/highlights/highlights.service';
import { MenuItem } from '../features/menu/menu-item.entity';
import { StaffUser } from '../auth/staff-user.entity';
import { RegularHours } from '../features/hours/regular-hours.entity';
import { setActivityActor } from './activity-actor';
import { ActivityEntry } from './activity-entry.entity';
import { recordActivity } from './activity-recorder';

const LUCIA = { id: 7, name: 'Lucía Romero' };

describe('activity recorder', () => {
  let db: TestDb;
  const clock = fakeClock('2026-11-24T19:32:00Z');
  /** A request's EntityManager, signed in as `actor`. */
  const emAs = (actor: { id: number; name: string } | null = LUCIA) => {
    const em = db.orm.em.fork();
    setActivityActor(em, actor);
    return em;
  };
  const entries = () => db.orm.em.fork().find(ActivityEntry, {}, { orderBy: { id: 'asc' } });

  beforeAll(async () => {
    db = await createTestDb();
    recordActivity(db.orm, ACTIVITY_DESCRIBERS, clock);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.orm.em.fork().nativeDelete(ActivityEntry, {});
  });

  it('records a price change with the actor, the time, the record and the sentence', async () => {
    const item = await createMenuItem(db.orm.em.fork(), { name: 'Patatas Bravas', price: 11 });
    expect(await entries()).toEqual([]); // written without an author: not activity
    const em = emAs();
    const row = await em.findOneOrFail(MenuItem, item.id);
    row.price = 12;
    await em.flush();
    expect(await entries()).toMatchObject([
      { at: new Date('2026-11-24T19:32:00Z'), actorId: 7, actorName: 'Lucía Romero', action: 'update', entity: 'dish', entityId: String(item.id), summary: 'Changed the price of "Patatas Bravas" from $11.00 to $12.00' },
    ]);
  });

  it('records a new record with its id, and several changes of one save as one sentence', async () => {
    const em = emAs();
    const offer = await createOffer(em, { title: 'Happy Hour' });
    offer.subtitle = 'From 5 to 7';
    offer.badge = 'New';
    offer.active = false;
    await em.flush();
    expect((await entries()).map((e) => [e.entityId, e.action, e.summary])).toEqual([
      [String(offer.id), 'create', 'Added the offer "Happy Hour"'],
      [String(offer.id), 'update', 'Marked "Happy Hour" inactive and changed its subtitle and badge'],
    ]);
  });

  it('finds the actor inside em.transactional (a fork) and writes in its transaction', async () => {
    const item = await createMenuItem(db.orm.em.fork(), { name: 'Pulpo a la Gallega' });
    await setCatalogFlag({ ...testCtx(db.orm, clock), em: emAs() }, menuCatalog, item.id, 'available', false);
    await deleteCatalogItem({ ...testCtx(db.orm, clock), em: emAs() }, menuCatalog, item.id);
    expect((await entries()).map((e) => [e.actorName, e.summary])).toEqual([
      ['Lucía Romero', 'Marked "Pulpo a la Gallega" unavailable'],
      ['Lucía Romero', 'Deleted the dish "Pulpo a la Gallega"'],
    ]);
  });

  it('leaves no entry when the write fails or its transaction rolls back', async () => {
    const item = await createMenuItem(db.orm.em.fork(), { name: 'Gambas' });
    const em = emAs();
    await expect(
      em.transactional(async (tx) => {
        const row = await tx.findOneOrFail(MenuItem, item.id);
        row.price = 99;
        await tx.flush();
        throw new Error('refused after the flush');
      }),
    ).rejects.toThrow('refused after the flush');
    // A flush the database refuses (a NOT NULL column left empty): the update before it in the same flush goes too.
    const failing = emAs();
    (await failing.findOneOrFail(MenuItem, item.id)).available = false;
    failing.create(StaffUser, { email: null as unknown as string, name: 'Nobody', passwordHash: 'x' });
    await expect(failing.flush()).rejects.toThrow();
    expect(await entries()).toEqual([]);
    expect((await db.orm.em.fork().findOneOrFail(MenuItem, item.id)).price).toBe(Number(item.price));
  });

  it('records a sign-in and a password change as the account itself; ignores other account columns', async () => {
    const user = await createStaffUser(db.orm.em.fork(), 'ana@test.example', 'Ana Ruiz', 'a long password 12', 'manager');
    const ctx = testCtx(db.orm, clock);
    await login(ctx, { email: 'ana@test.example', password: 'a long password 12' });
    const em = emAs({ id: user.id, name: 'Ana Ruiz' });
    const row = await em.findOneOrFail(StaffUser, user.id);
    row.passwordHash = 'another hash';
    await em.flush();
    row.updatedAt = new Date('2026-11-25T00:00:00Z');
    await em.flush();
    const owner = emAs({ id: 1, name: 'Olivia Owner' });
    const again = await owner.findOneOrFail(StaffUser, user.id);
    again.role = 'staff';
    await owner.flush();
    expect((await entries()).map((e) => [e.actorId, e.actorName, e.action, e.entity, e.summary])).toEqual([
      [user.id, 'Ana Ruiz', 'sign-in', 'session', 'Signed in'],
      [user.id, 'Ana Ruiz', 'update', 'team-member', 'Changed their password'],
      [1, 'Olivia Owner', 'update', 'team-member', 'Changed the role of "Ana Ruiz" from manager to staff'],
    ]);
  });

  it('says which day\'s hours changed and names highlights by their dish', async () => {
    const seeding = db.orm.em.fork();
    seeding.create(RegularHours, { day: 'FRI', opens: '17:00', closes: '23:00' });
    await seeding.flush();
    const em = emAs();
    (await em.findOneOrFail(RegularHours, 'FRI')).closes = '23:30';
    await em.flush();
    const item = await createMenuItem(db.orm.em.fork(), { name: 'Croquetas' });
    const other = emAs();
    const highlight = await createScheduledHighlight(other, { item: await other.findOneOrFail(MenuItem, item.id), date: '2026-11-26' });
    // Through the service, on a request's own EntityManager (the dish not loaded yet): still named.
    await setHighlightActive({ ...testCtx(db.orm, clock), em: emAs() }, highlight.id, false);
    await deleteHighlight({ ...testCtx(db.orm, clock), em: emAs() }, highlight.id);
    expect((await entries()).map((e) => [e.entity, e.entityId, e.summary])).toEqual([
      ['hours', 'FRI', 'Changed the hours for Friday'],
      ['highlight', String(highlight.id), 'Added "Croquetas" to the highlights for Thu 26 Nov 2026'],
      ['highlight', String(highlight.id), 'Paused "Croquetas" in the highlights for Thu 26 Nov 2026'],
      ['highlight', String(highlight.id), 'Removed "Croquetas" from the highlights for Thu 26 Nov 2026'],
    ]);
  });
});
