// The activity log over both transports: a REST write and its tRPC twin each record one entry with the actor's name
// and the exact sentence; a refused write records none; sign-ins are recorded; the list pages and filters in the
// database, newest first; staff may not read it.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ActivityEntry } from '../../server/activity-log/activity-entry.entity';
import { createMenuCategory, createMenuItem, uniqueName, useTestDb } from '../factories';
import { signUpMember, type SignedInMember } from './staff';
import { api, expectErrorShape } from './http';
import { startServer } from './server-process';

const db = useTestDb();

let manager: SignedInMember;
let staff: SignedInMember;

/** The manager's entries about dishes, newest first. */
async function dishEntries(actor = manager) {
  const page = await api(`/api/admin/activity?actor=${actor.id}&entity=dish&size=100`, { token: manager.token });
  expect(page.status).toBe(200);
  return page.body.content as { id: number; at: string; actor: { id: number; name: string } | null; action: string; entity: string; entityId: string; summary: string }[];
}

const trpcMutation = (path: string, input: unknown, token: string) => api(`/trpc/${path}`, { json: input, token });
const trpcQuery = (path: string, input: unknown, token: string) =>
  api(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { token });

beforeAll(async () => {
  manager = await signUpMember(db.em(), 'manager', 'activity.example');
  staff = await signUpMember(db.em(), 'staff', 'activity.example');
});

describe('the activity log', () => {
  it('records a sign-in under the account that signed in', async () => {
    const page = await api(`/api/admin/activity?actor=${manager.id}&entity=session`, { token: manager.token });
    expect(page.status).toBe(200);
    expect(page.body.content).toEqual([
      { id: expect.any(Number), at: expect.stringMatching(/Z$/), actor: { id: manager.id, name: manager.name }, action: 'sign-in', entity: 'session', entityId: expect.any(String), summary: 'Signed in' },
    ]);
  });

  it('records a price change and "unavailable", once per write, through REST and through tRPC alike', async () => {
    const category = await createMenuCategory(db.em());
    const { name } = uniqueName('Patatas Bravas');
    const item = await createMenuItem(db.em(), { category, name, price: 11 });
    const current = await api(`/api/admin/menu/${item.id}`, { token: manager.token });

    expect((await api(`/api/admin/menu/${item.id}`, { method: 'PUT', json: { ...current.body, price: 12 }, token: manager.token })).status).toBe(200);
    let entries = await dishEntries();
    expect(entries.filter((e) => e.entityId === String(item.id))).toMatchObject([
      { actor: { id: manager.id, name: manager.name }, action: 'update', entity: 'dish', summary: `Changed the price of "${name}" from $11.00 to $12.00` },
    ]);

    const viaTrpc = await trpcMutation('admin.menu.update', { id: item.id, data: { ...current.body, price: '13.5' } }, manager.token);
    expect(viaTrpc.status).toBe(200);
    entries = await dishEntries();
    expect(entries.filter((e) => e.entityId === String(item.id)).map((e) => e.summary)).toEqual([
      `Changed the price of "${name}" from $12.00 to $13.50`,
      `Changed the price of "${name}" from $11.00 to $12.00`,
    ]);

    // Staff may switch availability: their entry is theirs.
    expect((await api(`/api/admin/menu/${item.id}/availability?value=false`, { method: 'PATCH', token: staff.token })).status).toBe(204);
    expect((await trpcMutation('admin.menu.setAvailable', { id: item.id, value: true }, staff.token)).status).toBe(200);
    expect((await dishEntries(staff)).map((e) => [e.actor?.name, e.summary])).toEqual([
      [staff.name, `Marked "${name}" available`],
      [staff.name, `Marked "${name}" unavailable`],
    ]);
  });

  it("reads in the reader's language: the same entries in Spanish for a member who reads Spanish, English for the others", async () => {
    const category = await createMenuCategory(db.em());
    const { name } = uniqueName('Pulpo a la Gallega');
    const item = await createMenuItem(db.em(), { category, name, price: 18 });
    expect((await api(`/api/admin/menu/${item.id}/availability?value=false`, { method: 'PATCH', token: manager.token })).status).toBe(204);
    const reader = await signUpMember(db.em(), 'manager', 'activity.example');
    const entryOf = async (token: string) => {
      const page = await api(`/api/admin/activity?actor=${manager.id}&entity=dish&size=100`, { token });
      return (page.body.content as { entityId: string; summary: string }[]).find((entry) => entry.entityId === String(item.id))?.summary;
    };
    expect(await entryOf(reader.token)).toBe(`Marked "${name}" unavailable`);
    expect((await api('/api/admin/me', { method: 'PATCH', json: { language: 'es' }, token: reader.token })).status).toBe(200);
    expect(await entryOf(reader.token)).toBe(`Marcó «${name}» como no disponible`);
    // Their own change of language reads in it too; the writer reads both in English.
    const own = await api(`/api/admin/activity?actor=${reader.id}&entity=team-member`, { token: reader.token });
    expect(own.body.content[0].summary).toBe('Cambió su idioma a español');
    expect(await entryOf(manager.token)).toBe(`Marked "${name}" unavailable`);
    // An entry from before the log kept what happened (its English sentence only) reads back into Spanish too.
    const oldId = await db.em().insert(ActivityEntry, { at: new Date(), actorId: manager.id, actorName: manager.name, action: 'update', entity: 'dish', entityId: '999999', summary: `Changed the price of "${name}" from $17.00 to $18.00, and its description`, detail: null });
    const oldOf = async (token: string) => {
      const page = await api(`/api/admin/activity?actor=${manager.id}&entity=dish&size=100`, { token });
      return (page.body.content as { id: number; summary: string }[]).find((entry) => entry.id === oldId)?.summary;
    };
    expect(await oldOf(reader.token)).toBe(`Cambió el precio de «${name}» de $17.00 a $18.00, y también la descripción`);
    expect(await oldOf(manager.token)).toBe(`Changed the price of "${name}" from $17.00 to $18.00, and its description`);
    const seenByManager = await api(`/api/admin/activity?actor=${reader.id}&entity=team-member`, { token: manager.token });
    expect(seenByManager.body.content[0].summary).toBe('Changed their language to Spanish');
  });

  it('records nothing for a write that is refused (400, 409) or changes nothing', async () => {
    const category = await createMenuCategory(db.em());
    const item = await createMenuItem(db.em(), { category, price: 9 });
    const current = await api(`/api/admin/menu/${item.id}`, { token: manager.token });
    const before = await api(`/api/admin/activity?actor=${manager.id}&size=1`, { token: manager.token });

    expect((await api(`/api/admin/menu/${item.id}`, { method: 'PUT', json: { ...current.body, price: '12,50' }, token: manager.token })).status).toBe(400);
    expect((await trpcMutation('admin.menu.update', { id: item.id, data: { ...current.body, price: -1 } }, manager.token)).status).toBe(400);
    expect((await api(`/api/admin/menu/categories/${category.id}`, { method: 'DELETE', token: manager.token })).status).toBe(409);
    expect((await api(`/api/admin/menu/${item.id}`, { method: 'PUT', json: current.body, token: manager.token })).status).toBe(200);

    const after = await api(`/api/admin/activity?actor=${manager.id}&size=1`, { token: manager.token });
    expect(after.body.totalElements).toBe(before.body.totalElements);
    expect(after.body.content).toEqual(before.body.content);
  });

  it('pages newest first and filters by person and kind, in the database', async () => {
    const category = await createMenuCategory(db.em());
    const item = await createMenuItem(db.em(), { category, price: 5 });
    for (const value of [false, true, false]) {
      expect((await api(`/api/admin/menu/${item.id}/availability?value=${value}`, { method: 'PATCH', token: manager.token })).status).toBe(204);
    }
    const all = await api(`/api/admin/activity?actor=${manager.id}&size=100`, { token: manager.token });
    const ids = all.body.content.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(all.body.content.map((e: { actor: { id: number } }) => e.actor.id))).toEqual(new Set([manager.id]));

    const second = await api(`/api/admin/activity?actor=${manager.id}&entity=dish&page=1&size=2`, { token: manager.token });
    expect(second.status).toBe(200);
    const dishes = all.body.content.filter((e: { entity: string }) => e.entity === 'dish');
    expect(second.body).toEqual({ content: dishes.slice(2, 4), totalElements: dishes.length, totalPages: Math.ceil(dishes.length / 2), number: 1, size: 2 });

    const bad = await api('/api/admin/activity?entity=guests&size=0', { token: manager.token });
    expectErrorShape(bad, 400, 'VALIDATION_FAILED');
    expect(Object.keys(bad.body.fields).sort()).toEqual(['entity', 'size']);
  });

  it('tells the screen which records still exist, and whom it can filter by', async () => {
    const category = await createMenuCategory(db.em());
    const { name } = uniqueName('Gambas');
    const item = await createMenuItem(db.em(), { category, name });
    expect((await api(`/api/admin/menu/${item.id}/featured?value=true`, { method: 'PATCH', token: manager.token })).status).toBe(204);
    const listed = async () => (await trpcQuery('admin.activity.list', { actor: manager.id, entity: 'dish', size: 100 }, manager.token)).body.result.data.content
      .filter((e: { entityId: string }) => e.entityId === String(item.id));
    expect(await listed()).toMatchObject([{ summary: `Marked "${name}" featured`, recordExists: true }]);

    expect((await api(`/api/admin/menu/${item.id}`, { method: 'DELETE', token: manager.token })).status).toBe(204);
    expect(await listed()).toMatchObject([
      { action: 'delete', summary: `Deleted the dish "${name}"`, recordExists: false },
      { summary: `Marked "${name}" featured`, recordExists: false },
    ]);

    const people = await trpcQuery('admin.activity.people', undefined, manager.token);
    expect(people.body.result.data).toEqual(expect.arrayContaining([{ id: manager.id, name: manager.name }, { id: staff.id, name: staff.name }]));
  });

  it('is for managers and owners: staff get 403 on both transports', async () => {
    expectErrorShape(await api('/api/admin/activity', { token: staff.token }), 403, 'FORBIDDEN');
    expect((await trpcQuery('admin.activity.list', {}, staff.token)).status).toBe(403);
  });

  it('keeps 400 days: a server starting prunes older entries and keeps the rest', async () => {
    const DAY = 86_400_000;
    const entry = (daysAgo: number) => ({ at: new Date(Date.now() - daysAgo * DAY), actorId: manager.id, actorName: manager.name, action: 'update', entity: 'offer', entityId: null, summary: `Aged ${daysAgo} days` });
    const em = db.em();
    await em.insert(ActivityEntry, entry(401));
    await em.insert(ActivityEntry, entry(399));
    const aged = async () => (await db.em().find(ActivityEntry, { actorId: manager.id, summary: { $like: 'Aged %' } })).map((e) => e.summary).sort();
    expect(await aged()).toEqual(['Aged 399 days', 'Aged 401 days']);

    const restarted = await startServer(inject('testDatabase'));
    await restarted.stop();
    expect(await aged()).toEqual(['Aged 399 days']);
  });
});
