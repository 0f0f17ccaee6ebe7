// The SPA's tRPC procedures and the REST routes are adapters over the same services: same data, same rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage } from '../../server/features/contacts/contact-message.entity';
import { createMenuCategory, createMenuItem, createOffer, useTestDb, wipeContent } from '../factories';
import { mapCatalogItems } from '../../server/catalog/public-catalog';
import { toWireDrinkItem } from '../../server/features/drinks/drinks.rest';
import { toWireGallery } from '../../server/features/gallery/gallery.rest';
import { toWireHighlightCard } from '../../server/features/menu/highlights/highlights.rest';
import { toWireMenuItem } from '../../server/features/menu/menu.rest';
import type { HighlightCard } from '../../shared/schemas/highlights';
import { api } from './http';
import { testServerEnv } from './server-process';

const db = useTestDb();
const ADMIN = { email: testServerEnv.ADMIN_EMAIL, password: testServerEnv.ADMIN_PASSWORD };

/** A tRPC query over GET, unbatched: /trpc/<path>?input=<json>. */
async function trpcQuery(path: string, input?: unknown, token?: string) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return api(`/trpc/${path}${query}`, { token });
}

async function trpcMutation(path: string, input: unknown, token?: string) {
  return api(`/trpc/${path}`, { json: input ?? {}, token });
}

describe('tRPC and REST agree', () => {
  beforeAll(async () => {
    const em = db.em();
    await wipeContent(db);
    const category = await createMenuCategory(em, { name: 'Parity Tapas' });
    await createMenuItem(em, { category, name: 'Parity Croquetas', price: 9.5, menuHighlight: true, menuHighlightTag: 'New' });
    await createOffer(em, { title: 'Parity Offer' });
  });

  it('on the public reads', async () => {
    // The services speak one shape; only REST renames the public catalog's fields (snake_case, API.md) and keeps
    // the highlight cards and the gallery's photos to the contract's keys.
    const same = (data: unknown) => data;
    const pairs: [string, unknown, string, (data: never) => unknown][] = [
      ['menu.full', undefined, '/api/menu/full', (data) => mapCatalogItems(data, toWireMenuItem)],
      ['drinks.full', undefined, '/api/drinks/full', (data) => mapCatalogItems(data, toWireDrinkItem)],
      ['highlights.list', { date: '2026-11-22', limit: 5 }, '/api/highlights?date=2026-11-22&limit=5', (data: HighlightCard[]) => data.map(toWireHighlightCard)],
      ['offers.active', { date: '2026-11-22' }, '/api/offers?date=2026-11-22', same],
      // In Spanish too (the language is one more field of the same query).
      ['menu.full', { lang: 'es' }, '/api/menu/full?lang=es', (data) => mapCatalogItems(data, toWireMenuItem)],
      ['drinks.full', { lang: 'es' }, '/api/drinks/full?lang=es', (data) => mapCatalogItems(data, toWireDrinkItem)],
      ['highlights.list', { date: '2026-11-22', limit: 5, lang: 'es' }, '/api/highlights?date=2026-11-22&limit=5&lang=es', (data: HighlightCard[]) => data.map(toWireHighlightCard)],
      ['offers.active', { date: '2026-11-22', lang: 'es' }, '/api/offers?date=2026-11-22&lang=es', same],
      ['settings.get', { lang: 'es' }, '/api/settings?lang=es', same],
      // The pages' read also carries each photo's own tags where they read otherwise (their search finds both).
      ['gallery.list', { lang: 'es' }, '/api/gallery?lang=es', toWireGallery],
      ['gallery.list', undefined, '/api/gallery', same],
      // The instant each answer was made at differs by the time between the two calls.
      ['hours.get', { date: '2026-11-22' }, '/api/hours?date=2026-11-22', (data: { asOf: string }) => ({ ...data, asOf: expect.stringMatching(/Z$/) })],
    ];
    for (const [procedure, input, rest, toWire] of pairs) {
      const viaTrpc = await trpcQuery(procedure, input);
      const viaRest = await api(rest);
      expect(viaTrpc.status, procedure).toBe(200);
      expect(toWire(viaTrpc.body.result.data as never), procedure).toEqual(viaRest.body);
    }
    const menu = await trpcQuery('menu.full');
    expect(menu.body.result.data.categories[0].items[0].name).toBe('Parity Croquetas');
  });

  it('on validation: the same field messages, as a 400', async () => {
    const viaTrpc = await trpcQuery('highlights.list', { date: '2026-02-30', limit: 0 });
    const viaRest = await api('/api/highlights?date=2026-02-30&limit=0');
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.body.error.data.fields).toEqual(viaRest.body.fields);
    expect(JSON.stringify(viaTrpc.body)).not.toMatch(/\n\s+at /);
  });

  it('on login, me and logout (a tRPC logout revokes the token for REST too)', async () => {
    const login = await trpcMutation('auth.login', { email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(login.status).toBe(200);
    const { token, user } = login.body.result.data;
    expect(user).toMatchObject({ email: ADMIN.email, roles: ['ADMIN', 'OWNER'] });

    expect((await trpcQuery('auth.me', undefined, token)).body.result.data.email).toBe(ADMIN.email);
    expect((await api('/api/auth/me', { token })).status).toBe(200);
    expect((await trpcQuery('auth.me')).status).toBe(401);

    expect((await trpcMutation('auth.logout', {}, token)).status).toBe(200);
    expect((await api('/api/auth/me', { token })).status).toBe(401);
  });

  it('on the contact form: stored with the page path, honeypot kept out of the inbox (both sent as headers, as on REST)', async () => {
    const submit = (input: unknown, headers: Record<string, string> = {}) => api('/trpc/contact.submit', { json: input, headers });
    const sent = await submit({ name: 'Ana', email: 'ana@example.com', message: 'Table for two?' }, { 'X-Page-Path': '/contact' });
    expect(sent.status).toBe(200);
    const spam = await submit({ name: 'Bot', email: 'bot@example.com', message: 'Buy things now' }, { 'X-Honeypot': 'http://spam', 'X-Page-Path': '/contact' });
    expect(spam.status).toBe(200);
    const invalid = await trpcMutation('contact.submit', { name: ' ', email: 'nope', message: 'hi' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.data.fields).sort()).toEqual(['email', 'message', 'name']);

    const ana = await db.em().findOneOrFail(ContactMessage, { id: sent.body.result.data.id });
    expect(ana).toMatchObject({ sourcePath: '/contact', spam: false, subject: 'Contact from website', status: 'NEW' });
    const bot = await db.em().findOneOrFail(ContactMessage, { id: spam.body.result.data.id });
    expect(bot.spam).toBe(true);
  });
});
