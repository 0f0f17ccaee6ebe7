// /api/admin/offers: the staff's offer records (API.md "Offers"), and the tRPC twin admin.offers.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Offer } from '../../server/features/offers/offer.entity';
import { createOffer, useTestDb } from '../factories';
import { api, expectErrorShape, type ApiResponse } from './http';
import { adminApi, staffToken } from './staff';

const db = useTestDb();
const FRI = '2031-03-14';
const OFFER_KEYS = [
  'active', 'alt', 'badge', 'createdAt', 'ctaPrimaryLabel', 'ctaPrimaryTo', 'ctaSecondaryLabel', 'ctaSecondaryTo', 'daysOfWeek',
  'displayOrder', 'id', 'imageUrl', 'imageWebp', 'subtitle', 'title', 'translations', 'updatedAt', 'validFrom', 'validTo',
];
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A word no other row of the shared test database carries, so searches see only this test's rows. */
const tag = () => `zq${randomBytes(4).toString('hex')}`;
const countOffers = () => db.em().count(Offer, {});
const valid = (overrides: Record<string, unknown> = {}) => ({ title: `Offer ${tag()}`, imageUrl: '/images/offers/paella.jpg', ...overrides });

function expectFieldError(res: ApiResponse, field: string, message?: string) {
  expectErrorShape(res, 400, 'VALIDATION_FAILED');
  expect(res.body.fields?.[field], `fields.${field} in ${res.text}`).toEqual(message ?? expect.any(String));
}

async function postOffer(body: Record<string, unknown>) {
  const res = await adminApi('/api/admin/offers', { json: body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const slideIds = async () => {
  const res = await api(`/api/offers?date=${FRI}&limit=20`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { id: number }[]).map((s) => s.id);
};

describe('/api/admin/offers', () => {
  describe('POST', () => {
    it('201 with the created offer (trimmed, nulls, defaults, canonical days) and its Location', async () => {
      const before = await countOffers();
      const res = await adminApi('/api/admin/offers', {
        json: {
          title: '  Paella Nights  ',
          imageUrl: ' /images/gallery/food/paella.jpg ',
          subtitle: '  ',
          badge: 'Fri & Sat',
          daysOfWeek: 'sat|fri',
          validFrom: '2031-03-01',
          validTo: '2031-03-31',
          displayOrder: 2,
          ctaSecondaryLabel: '',
        },
      });
      expect(res.status, res.text).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(OFFER_KEYS);
      expect(res.body).toMatchObject({
        title: 'Paella Nights',
        imageUrl: '/images/gallery/food/paella.jpg',
        subtitle: null,
        imageWebp: null,
        alt: null,
        badge: 'Fri & Sat',
        daysOfWeek: 'FRI|SAT',
        validFrom: '2031-03-01',
        validTo: '2031-03-31',
        displayOrder: 2,
        active: true,
        ctaPrimaryLabel: 'View Menu',
        ctaPrimaryTo: '/menu',
        ctaSecondaryLabel: 'Book a Table',
        ctaSecondaryTo: '/reservations',
      });
      expect(res.body.createdAt).toMatch(ISO_INSTANT);
      expect(res.body.updatedAt).toMatch(ISO_INSTANT);
      expect(res.headers.get('location')).toBe(`/api/admin/offers/${res.body.id}`);
      expect(await countOffers()).toBe(before + 1);

      const fetched = await adminApi(res.headers.get('location')!);
      expect(fetched.status).toBe(200);
      expect(fetched.body).toEqual(res.body);
    });

    it('ignores unknown fields, including an id and timestamps', async () => {
      const created = await postOffer(valid({ id: 987_654, createdAt: '2000-01-01T00:00:00.000Z', bogus: 'x' }));
      expect(created.id).not.toBe(987_654);
      expect(created).not.toHaveProperty('bogus');
      expect(created.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    });

    it.each([
      ['missing title', { imageUrl: '/a.jpg' }, 'title', 'Title is required.'],
      ['blank title', { title: '   ', imageUrl: '/a.jpg' }, 'title', 'Title is required.'],
      ['missing image URL', { title: 'T' }, 'imageUrl', 'Image URL is required.'],
      ['title of the wrong type', valid({ title: 42 }), 'title', undefined],
      ['active of the wrong type', valid({ active: 'yes' }), 'active', undefined],
      ['displayOrder of the wrong type', valid({ displayOrder: 'first' }), 'displayOrder', undefined],
      ['displayOrder -1', valid({ displayOrder: -1 }), 'displayOrder', undefined],
      ['displayOrder 1.5', valid({ displayOrder: 1.5 }), 'displayOrder', undefined],
      ['validFrom after validTo', valid({ validFrom: '2031-03-15', validTo: '2031-03-14' }), 'validTo', 'Valid to must be on or after valid from.'],
      ['an impossible date', valid({ validFrom: '2031-02-30' }), 'validFrom', undefined],
      ['a bad day code', valid({ daysOfWeek: 'FRI|FUNDAY' }), 'daysOfWeek', 'Days of week must be day codes (MON…SUN).'],
      ['oversize title', valid({ title: 'x'.repeat(161) }), 'title', 'Title must be at most 160 characters.'],
      ['oversize subtitle', valid({ subtitle: 'x'.repeat(501) }), 'subtitle', 'Subtitle must be at most 500 characters.'],
      ['a javascript: link', valid({ ctaPrimaryTo: 'javascript:alert(1)' }), 'ctaPrimaryTo', undefined],
      ['a body that is not an object', ['title'], 'body', undefined],
    ])('%s: 400 naming the field, nothing written', async (_case, body, field, message) => {
      const before = await countOffers();
      expectFieldError(await adminApi('/api/admin/offers', { json: body }), field, message);
      expect(await countOffers()).toBe(before);
    });

    it('names every bad field at once, with the first as the message', async () => {
      const res = await adminApi('/api/admin/offers', { json: { displayOrder: -1 } });
      expectErrorShape(res, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toMatchObject({ title: 'Title is required.', imageUrl: 'Image URL is required.', displayOrder: expect.any(String) });
      expect(res.body.message).toBe('Title is required.');
    });

    it('malformed JSON is a 400, nothing written', async () => {
      const before = await countOffers();
      const res = await adminApi('/api/admin/offers', { body: '{"title": ', headers: { 'Content-Type': 'application/json' } });
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(await countOffers()).toBe(before);
    });
  });

  describe('GET one', () => {
    it('answers the offer with dates as YYYY-MM-DD', async () => {
      const offer = await createOffer(db.em(), { validFrom: '2031-03-01', validTo: null, daysOfWeek: 'MON|FRI', displayOrder: 0 });
      const res = await adminApi(`/api/admin/offers/${offer.id}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ id: offer.id, title: offer.title, validFrom: '2031-03-01', validTo: null, daysOfWeek: 'MON|FRI', displayOrder: 0 });
    });
  });

  describe('PUT', () => {
    it('200 with the offer, every editable field replaced', async () => {
      const created = await postOffer(valid({ subtitle: 'Old', badge: 'Hot', daysOfWeek: 'MON', displayOrder: 4, active: false, validTo: '2031-12-31' }));
      const res = await adminApi(`/api/admin/offers/${created.id}`, { method: 'PUT', json: { title: ' Renamed ', imageUrl: '/images/new.jpg', alt: 'New photo' } });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        id: created.id,
        title: 'Renamed',
        imageUrl: '/images/new.jpg',
        alt: 'New photo',
        subtitle: null,
        badge: null,
        daysOfWeek: '',
        displayOrder: null,
        active: true,
        validTo: null,
        createdAt: created.createdAt,
      });
      expect((await adminApi(`/api/admin/offers/${created.id}`)).body).toEqual(res.body);
    });

    it('refuses bad input with a 400 naming the field and leaves the offer as it was', async () => {
      const created = await postOffer(valid());
      for (const [body, field] of [
        [{ imageUrl: '/a.jpg' }, 'title'],
        [valid({ validFrom: '2031-05-02', validTo: '2031-05-01' }), 'validTo'],
        [valid({ displayOrder: -1 }), 'displayOrder'],
        [valid({ daysOfWeek: ['FRI', 'XYZ'] }), 'daysOfWeek'],
      ] as const) {
        expectFieldError(await adminApi(`/api/admin/offers/${created.id}`, { method: 'PUT', json: body }), field);
      }
      expect((await adminApi(`/api/admin/offers/${created.id}`)).body).toEqual(created);
    });
  });

  describe('PATCH /{id}/active', () => {
    it('204, and the flag is switched both ways', async () => {
      const created = await postOffer(valid());
      const off = await adminApi(`/api/admin/offers/${created.id}/active?value=false`, { method: 'PATCH' });
      expect(off.status, off.text).toBe(204);
      expect(off.text).toBe('');
      expect((await adminApi(`/api/admin/offers/${created.id}`)).body.active).toBe(false);
      expect((await adminApi(`/api/admin/offers/${created.id}/active?value=true`, { method: 'PATCH' })).status).toBe(204);
      expect((await adminApi(`/api/admin/offers/${created.id}`)).body.active).toBe(true);
    });

    it.each(['', '?value=', '?value=maybe', '?value=1', '?active=false'])('%s is a 400 naming value, nothing changed', async (query) => {
      const created = await postOffer(valid({ active: true }));
      expectFieldError(await adminApi(`/api/admin/offers/${created.id}/active${query}`, { method: 'PATCH' }), 'value', 'Value must be true or false.');
      expect((await adminApi(`/api/admin/offers/${created.id}`)).body.active).toBe(true);
    });
  });

  describe('DELETE', () => {
    it('204, then the offer is gone (GET and a second DELETE answer 404)', async () => {
      const created = await postOffer(valid());
      const before = await countOffers();
      const res = await adminApi(`/api/admin/offers/${created.id}`, { method: 'DELETE' });
      expect(res.status, res.text).toBe(204);
      expect(await countOffers()).toBe(before - 1);
      expectErrorShape(await adminApi(`/api/admin/offers/${created.id}`), 404, 'NOT_FOUND');
      expectErrorShape(await adminApi(`/api/admin/offers/${created.id}`, { method: 'DELETE' }), 404, 'NOT_FOUND');
    });
  });

  describe('404 for an id that is absent or not digits', () => {
    const calls = (id: string) => [
      { method: 'GET', path: `/api/admin/offers/${id}` },
      { method: 'PUT', path: `/api/admin/offers/${id}`, json: valid() },
      { method: 'DELETE', path: `/api/admin/offers/${id}` },
      { method: 'PATCH', path: `/api/admin/offers/${id}/active?value=false` },
    ];

    it.each(['987654321', 'abc', '12abc', '0', '-1', '1.5'])('id %s', async (id) => {
      const before = await countOffers();
      for (const { method, path, json } of calls(id)) {
        const res = await adminApi(path, { method, json });
        expectErrorShape(res, 404, 'NOT_FOUND');
      }
      expect(await countOffers()).toBe(before);
    });

    it('a malformed id on PUT with a bad body is a 404, not a 400 (the path is checked before the body)', async () => {
      expectErrorShape(await adminApi('/api/admin/offers/abc', { method: 'PUT', json: {} }), 404, 'NOT_FOUND');
    });
  });

  describe('without a valid token', () => {
    it('every route answers 401 and does nothing', async () => {
      const offer = await createOffer(db.em(), { active: true });
      const before = await countOffers();
      const calls = [
        { method: 'GET', path: '/api/admin/offers' },
        { method: 'GET', path: `/api/admin/offers/${offer.id}` },
        { method: 'POST', path: '/api/admin/offers', json: valid() },
        { method: 'PUT', path: `/api/admin/offers/${offer.id}`, json: valid({ title: 'Hijacked' }) },
        { method: 'DELETE', path: `/api/admin/offers/${offer.id}` },
        { method: 'PATCH', path: `/api/admin/offers/${offer.id}/active?value=false` },
      ];
      for (const token of [undefined, 'not-a-real-token']) {
        for (const { method, path, json } of calls) expectErrorShape(await api(path, { method, json, token }), 401, 'UNAUTHENTICATED');
      }
      expect(await countOffers()).toBe(before);
      expect((await adminApi(`/api/admin/offers/${offer.id}`)).body).toMatchObject({ title: offer.title, active: true });
    });
  });

  describe('GET list', () => {
    it('pages through the matches: page object, 0-based, sizes', async () => {
      const word = tag();
      const em = db.em();
      for (let i = 0; i < 25; i += 1) await createOffer(em, { subtitle: `Batch ${word}`, displayOrder: i });
      const pages = [];
      for (let page = 0; page < 3; page += 1) {
        const res = await adminApi(`/api/admin/offers?q=${word}&size=10&page=${page}`);
        expect(res.status, res.text).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual(['content', 'number', 'size', 'totalElements', 'totalPages']);
        expect(res.body).toMatchObject({ totalElements: 25, totalPages: 3, number: page, size: 10 });
        pages.push(res.body.content.map((o: { displayOrder: number }) => o.displayOrder));
      }
      expect(pages).toEqual([
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
        [20, 21, 22, 23, 24],
      ]);
      const defaults = await adminApi(`/api/admin/offers?q=${word}`);
      expect(defaults.body).toMatchObject({ number: 0, size: 20, totalElements: 25 });
      expect(defaults.body.content).toHaveLength(20);
      expect((await adminApi(`/api/admin/offers?q=${word}&page=5&size=10`)).body).toMatchObject({ content: [], totalElements: 25, number: 5 });
    });

    it('searches the whole table: an accented title on page 2 is found by an unaccented, upper-case query', async () => {
      const word = tag();
      const em = db.em();
      let accented;
      for (let i = 0; i < 25; i += 1) {
        const title = i === 15 ? `Jamón Ibérico ${word}` : `Tapas ${word} ${i}`;
        const offer = await createOffer(em, { title, displayOrder: i });
        if (i === 15) accented = offer;
      }
      const secondPage = await adminApi(`/api/admin/offers?q=${word}&size=10&page=1`);
      expect(secondPage.body.content.map((o: { id: number }) => o.id)).toContain(accented!.id);

      const res = await adminApi(`/api/admin/offers?q=${encodeURIComponent(`JAMON iberico ${word}`)}&size=10`);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ totalElements: 1, totalPages: 1, number: 0 });
      expect(res.body.content.map((o: { id: number }) => o.id)).toEqual([accented!.id]);
    });

    it('q matches title, subtitle and badge, not other fields', async () => {
      const word = tag();
      const em = db.em();
      const byTitle = await createOffer(em, { title: `Sangría ${word}`, displayOrder: 1 });
      const bySubtitle = await createOffer(em, { subtitle: `sangria and ${word}`, displayOrder: 2 });
      const byBadge = await createOffer(em, { badge: `Sangria ${word}`.slice(0, 60), displayOrder: 3 });
      await createOffer(em, { alt: `sangria ${word}`, imageUrl: `/images/sangria-${word}.jpg`, displayOrder: 4 });
      const res = await adminApi(`/api/admin/offers?q=sangria%20${word}`);
      expect(res.body.content.map((o: { id: number }) => o.id)).toEqual([byTitle.id, bySubtitle.id, byBadge.id]);
    });

    it('orders by displayOrder ascending with null last, then newest id first', async () => {
      const word = tag();
      const em = db.em();
      const twoOld = await createOffer(em, { subtitle: word, displayOrder: 2 });
      const nullOld = await createOffer(em, { subtitle: word, displayOrder: null });
      const zero = await createOffer(em, { subtitle: word, displayOrder: 0 });
      const twoNew = await createOffer(em, { subtitle: word, displayOrder: 2 });
      const nullNew = await createOffer(em, { subtitle: word, displayOrder: null });
      const res = await adminApi(`/api/admin/offers?q=${word}`);
      expect(res.body.content.map((o: { id: number }) => o.id)).toEqual([zero.id, twoNew.id, twoOld.id, nullNew.id, nullOld.id]);
    });

    it.each([
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['size=0', 'size'],
      ['size=101', 'size'],
      ['size=2.5', 'size'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ])('%s is a 400 naming %s', async (query, field) => {
      expectFieldError(await adminApi(`/api/admin/offers?${query}`), field);
    });
  });

  describe('freshness: the next public read shows each admin write', () => {
    it('after create, update, toggle and delete', async () => {
      // displayOrder 0 and the newest id: first in the public order, whatever else the shared database holds.
      const created = await postOffer(valid({ title: 'Fresh Offer', displayOrder: 0, daysOfWeek: 'FRI' }));
      expect((await slideIds())[0]).toBe(created.id);

      await adminApi(`/api/admin/offers/${created.id}`, { method: 'PUT', json: valid({ title: 'Fresh Offer', displayOrder: 0, daysOfWeek: 'MON' }) });
      expect(await slideIds()).not.toContain(created.id);
      await adminApi(`/api/admin/offers/${created.id}`, { method: 'PUT', json: valid({ title: 'Fresher Offer', displayOrder: 0 }) });
      const slides = (await api(`/api/offers?date=${FRI}&limit=20`)).body as { id: number; title: string }[];
      expect(slides.find((s) => s.id === created.id)?.title).toBe('Fresher Offer');

      await adminApi(`/api/admin/offers/${created.id}/active?value=false`, { method: 'PATCH' });
      expect(await slideIds()).not.toContain(created.id);
      await adminApi(`/api/admin/offers/${created.id}/active?value=true`, { method: 'PATCH' });
      expect((await slideIds())[0]).toBe(created.id);

      await adminApi(`/api/admin/offers/${created.id}`, { method: 'DELETE' });
      expect(await slideIds()).not.toContain(created.id);
    });
  });
});

describe('tRPC admin.offers', () => {
  const query = (path: string, input: unknown, token?: string) => api(`/trpc/admin.offers.${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { token });
  const mutate = (path: string, input: unknown, token?: string) => api(`/trpc/admin.offers.${path}`, { json: input, token });

  it('needs a signed-in staff member for every procedure', async () => {
    const offer = await createOffer(db.em());
    const before = await countOffers();
    expect((await query('list', {})).status).toBe(401);
    expect((await query('get', { id: offer.id })).status).toBe(401);
    for (const [path, input] of [
      ['create', valid()],
      ['update', { id: offer.id, data: valid() }],
      ['remove', { id: offer.id }],
      ['setActive', { id: offer.id, value: false }],
    ] as const) {
      const res = await mutate(path, input);
      expect(res.status, path).toBe(401);
      expect(res.body.error.data.appCode, path).toBe('UNAUTHENTICATED');
    }
    expect(await countOffers()).toBe(before);
  });

  it('runs the same service: create, update, setActive, get, list, remove', async () => {
    const token = await staffToken();
    const word = tag();
    const created = (await mutate('create', valid({ title: `Via tRPC ${word}`, daysOfWeek: 'sun|sat' }), token)).body.result.data;
    expect(created).toMatchObject({ title: `Via tRPC ${word}`, daysOfWeek: 'SAT|SUN', active: true });

    const updated = await mutate('update', { id: created.id, data: valid({ title: `Renamed ${word}` }) }, token);
    expect(updated.body.result.data).toMatchObject({ id: created.id, title: `Renamed ${word}`, daysOfWeek: '' });
    expect((await mutate('setActive', { id: created.id, value: false }, token)).status).toBe(200);
    expect((await query('get', { id: created.id }, token)).body.result.data).toEqual((await adminApi(`/api/admin/offers/${created.id}`)).body);
    expect((await query('list', { q: word }, token)).body.result.data).toEqual((await adminApi(`/api/admin/offers?q=${word}`)).body);

    expect((await mutate('remove', { id: created.id }, token)).status).toBe(200);
    expect((await query('get', { id: created.id }, token)).status).toBe(404);
  });

  it('refuses bad input with the same field messages as REST', async () => {
    const token = await staffToken();
    const before = await countOffers();
    const viaTrpc = await mutate('create', { displayOrder: -1 }, token);
    const viaRest = await adminApi('/api/admin/offers', { json: { displayOrder: -1 } });
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.body.error.data.fields).toEqual(viaRest.body.fields);
    expect(await countOffers()).toBe(before);
  });
});
