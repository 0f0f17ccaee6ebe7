// Found by probing the running server (issue 19, item 10): "paths on this site" that browsers load from another host,
// LIKE wildcards in staff searches, and lone surrogates that were stored as something else than was answered.
import { beforeAll, describe, expect, it } from 'vitest';
import { Offer } from '../../server/features/offers/offer.entity';
import { createContactMessage, createDrinkCategory, createDrinkItem, createMenuCategory, createMenuItem, createOffer, uniqueName, useTestDb } from '../factories';
import { api, expectErrorShape } from './http';
import { adminApi, staffToken } from './staff';

const db = useTestDb();

const OTHER_ORIGINS = ['/\\evil.example/x', '//evil.example/x', '\\\\evil.example/x', '/\t/evil.example/x', '/\n/evil.example', 'javascript:alert(1)', '/menu\\x', 'https://good.example\\@evil.example/'];

describe('a "path on this site" is one a browser loads from this site', () => {
  const offer = (overrides: Record<string, unknown>) => ({ title: uniqueName('Probe offer').name, imageUrl: '/images/offers/paella.jpg', ...overrides });

  it.each(['imageUrl', 'imageWebp', 'ctaPrimaryTo', 'ctaSecondaryTo'])('offers refuse another origin in %s (400 naming it, nothing written)', async (field) => {
    const existing = await createOffer(db.em());
    for (const value of OTHER_ORIGINS) {
      const before = await db.em().fork().count(Offer);
      const created = await adminApi('/api/admin/offers', { json: offer({ [field]: value }) });
      expectErrorShape(created, 400, 'VALIDATION_FAILED');
      expect(Object.keys(created.body.fields), JSON.stringify(value)).toEqual([field]);
      expect(await db.em().fork().count(Offer)).toBe(before);
      const updated = await adminApi(`/api/admin/offers/${existing.id}`, { method: 'PUT', json: offer({ [field]: value }) });
      expectErrorShape(updated, 400, 'VALIDATION_FAILED');
      expect(Object.keys(updated.body.fields)).toEqual([field]);
    }
    expect((await adminApi(`/api/admin/offers/${existing.id}`)).body.imageUrl).toBe(existing.imageUrl);
  });

  it('offers still take site paths, web addresses, mailto: and tel:', async () => {
    const created = await adminApi('/api/admin/offers', { json: offer({ imageWebp: '/uploads/a-1600.webp', ctaPrimaryTo: '/menu?exclude=gluten#tapas', ctaSecondaryTo: 'tel:+17815550142' }) });
    expect(created.status).toBe(201);
    const other = await adminApi('/api/admin/offers', { json: offer({ imageUrl: 'https://images.example.com/p.jpg', ctaPrimaryTo: 'mailto:hola@casaolivera.example' }) });
    expect(other.status).toBe(201);
  });

  it.each(['menu', 'drinks'])('%s items refuse another origin in image and imageWebp', async (kind) => {
    const category = kind === 'menu' ? await createMenuCategory(db.em()) : await createDrinkCategory(db.em());
    for (const field of ['image', 'imageWebp']) {
      for (const value of OTHER_ORIGINS) {
        const res = await adminApi(`/api/admin/${kind}`, { json: { category: category.slug, name: uniqueName('Probe').name, price: 5, [field]: value } });
        expectErrorShape(res, 400, 'VALIDATION_FAILED');
        expect(Object.keys(res.body.fields), `${field} ${JSON.stringify(value)}`).toEqual([field]);
      }
    }
  });

  it('over tRPC too', async () => {
    const res = await api('/trpc/admin.offers.create', { json: offer({ ctaPrimaryTo: '/\\evil.example/x' }), token: await staffToken() });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.data.fields)).toEqual(['ctaPrimaryTo']);
  });
});

describe('"_" and "%" in a staff search are matched literally', () => {
  const tag = uniqueName('Literal').slug.replace(/-/g, '');

  /** Every row of every page of a search: its searched text. */
  async function allRows(path: string): Promise<Record<string, unknown>[]> {
    const rows: Record<string, unknown>[] = [];
    for (let page = 0; ; page += 1) {
      const res = await adminApi(`${path}${path.includes('?') ? '&' : '?'}size=100&page=${page}`);
      expect(res.status).toBe(200);
      rows.push(...(res.body.content as Record<string, unknown>[]));
      if (page + 1 >= (res.body.totalPages as number)) return rows;
    }
  }

  beforeAll(async () => {
    const em = db.em();
    await createContactMessage(em, { name: `Ana_Lopez ${tag}`, message: `Plain question ${tag}.` });
    await createContactMessage(em, { name: `Ana Lopez ${tag}`, message: `A 100% sure question ${tag}.` });
    await createContactMessage(em, { name: `Ana Plain ${tag}`, message: `Nothing special ${tag}.` });
    await createMenuItem(em, { name: `Tosta_${tag}`, description: null });
    await createMenuItem(em, { name: `Tosta 100% ${tag}`, description: null });
    await createMenuItem(em, { name: `Tosta plain ${tag}`, description: null });
    await createDrinkItem(em, { name: `Vino_${tag}`, description: null, region: null, grape: null, vintage: null });
    await createDrinkItem(em, { name: `Vino 100% ${tag}`, description: null, region: null, grape: null, vintage: null });
    await createDrinkItem(em, { name: `Vino plain ${tag}`, description: null, region: null, grape: null, vintage: null });
    await createOffer(em, { title: `Offer_${tag}`, subtitle: null, badge: null });
    await createOffer(em, { title: `Offer 100% ${tag}`, subtitle: null, badge: null });
    await createOffer(em, { title: `Offer plain ${tag}`, subtitle: null, badge: null });
  });

  const lists = [
    { path: '/api/admin/contacts', text: (row: Record<string, unknown>) => [row.name, row.email, row.subject, row.message].join(' ') },
    { path: '/api/admin/menu', text: (row: Record<string, unknown>) => [row.name, row.description].join(' ') },
    { path: '/api/admin/drinks', text: (row: Record<string, unknown>) => [row.name, row.description, row.region, row.grape, row.vintage].join(' ') },
    { path: '/api/admin/offers', text: (row: Record<string, unknown>) => [row.title, row.subtitle, row.badge].join(' ') },
  ];

  it.each(lists)('$path: q=_ and q=% find only rows with the character', async ({ path, text }) => {
    const underscore = await allRows(`${path}?q=${encodeURIComponent(`_ ${tag}`)}`);
    expect(underscore).toHaveLength(1);
    expect(text(underscore[0]!)).toContain('_');
    const percent = await allRows(`${path}?q=${encodeURIComponent(`% ${tag}`)}`);
    expect(percent).toHaveLength(1);
    expect(text(percent[0]!)).toContain('%');

    // Alone, over the whole table: never "every row".
    for (const [q, character] of [['_', '_'], ['%', '%']] as const) {
      const rows = await allRows(`${path}?q=${encodeURIComponent(q)}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => !text(row).includes(character)).map((row) => row.id)).toEqual([]);
    }
    expect(await allRows(`${path}?q=${encodeURIComponent(`! ${tag}`)}`)).toEqual([]);
  });
});

describe('a lone surrogate in text', () => {
  it('is refused with a 400 naming the field on REST, and nothing is written', async () => {
    const category = await createMenuCategory(db.em());
    const before = await db.em().fork().count(Offer);
    const body = `{"title":"Tapas \\ud800 night","imageUrl":"/images/offers/paella.jpg"}`;
    const res = await adminApi('/api/admin/offers', { body, headers: { 'Content-Type': 'application/json' } });
    expectErrorShape(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(res.body.fields)).toEqual(['title']);
    expect(await db.em().fork().count(Offer)).toBe(before);

    const dish = await adminApi('/api/admin/menu', { body: `{"category":"${category.slug}","name":"Flan","price":5,"allergens":["eggs","\\udc00"]}`, headers: { 'Content-Type': 'application/json' } });
    expectErrorShape(dish, 400, 'VALIDATION_FAILED');
    expect(Object.keys(dish.body.fields)).toEqual(['allergens.1']);
  });

  it('is refused on tRPC and on the public contact form too', async () => {
    const token = await staffToken();
    const res = await api('/trpc/admin.offers.create', { body: `{"title":"\\udfff","imageUrl":"/images/offers/paella.jpg"}`, headers: { 'Content-Type': 'application/json' }, token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.data.fields)).toEqual(['title']);
    const contact = await api('/api/contact', { body: `{"name":"Ana","email":"ana@example.com","message":"Hola \\ud83d amigos"}`, headers: { 'Content-Type': 'application/json' } });
    expectErrorShape(contact, 400, 'VALIDATION_FAILED');
    expect(Object.keys(contact.body.fields)).toEqual(['message']);
  });

  it('while a real pair (an emoji) is stored and answered as sent: the answer equals a fresh GET', async () => {
    const created = await adminApi('/api/admin/offers', { body: `{"title":"Paella night \\ud83e\\udd58","imageUrl":"/images/offers/paella.jpg"}`, headers: { 'Content-Type': 'application/json' } });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe('Paella night 🥘');
    expect((await adminApi(`/api/admin/offers/${created.body.id}`)).body).toEqual(created.body);
  });
});
