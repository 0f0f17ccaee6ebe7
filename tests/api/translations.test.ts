// Content in both languages (API.md "Languages", issue 23): admin bodies and answers carry `translations`, public reads
// take `lang` and fall back to English, bad input is a 400 naming the field with nothing written; REST and tRPC agree.
// Every record here is this file's own (the test database is shared) and goes again at the end.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Offer } from '../../server/features/offers/offer.entity';
import { MenuItem } from '../../server/features/menu/menu-item.entity';
import { mapCatalogItems } from '../../server/catalog/public-catalog';
import { toWireMenuItem } from '../../server/features/menu/menu.rest';
import { toWireGallery } from '../../server/features/gallery/gallery.rest';
import { useTestDb } from '../factories';
import { barToday, shiftDate } from './dates';
import { api, expectErrorShape, type ApiResponse } from './http';
import { adminApi, staffToken } from './staff';

const db = useTestDb();
const word = () => `zt${randomBytes(4).toString('hex')}`;
/** A Tuesday no other file schedules anything on. */
const DAY = '2032-02-03';
const cleanup: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo();
});

function expectFieldError(res: ApiResponse, field: string, message?: string) {
  expectErrorShape(res, 400, 'VALIDATION_FAILED');
  expect(res.body.fields?.[field], `fields.${field} in ${res.text}`).toEqual(message ?? expect.any(String));
}

async function created(path: string, body: unknown, status = 201) {
  const res = await adminApi(path, { json: body });
  expect(res.status, res.text).toBe(status);
  return res.body;
}

async function trpcQuery(path: string, input?: unknown, token?: string) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return api(`/trpc/${path}${query}`, { token });
}

const trpcMutation = async (path: string, input: unknown) => api(`/trpc/${path}`, { json: input, token: await staffToken() });

describe('offers', () => {
  const offer = (overrides: Record<string, unknown> = {}) => ({
    title: `Paella Nights ${word()}`,
    subtitle: 'Paella for two, cooked to order.',
    imageUrl: '/images/gallery/food/paella-valenciana.jpg',
    validFrom: DAY,
    validTo: DAY,
    // First on the day whatever other files left showing every day (slides are by display order, then newest first).
    displayOrder: 0,
    ...overrides,
  });

  it('round trip: the admin answer carries the translations, and sending it back keeps them (REST and tRPC)', async () => {
    const translations = { es: { title: ' Noches de Paella ', subtitle: '', ctaPrimaryLabel: 'Ver la carta' } };
    const body = await created('/api/admin/offers', offer({ translations }));
    cleanup.push(() => adminApi(`/api/admin/offers/${body.id}`, { method: 'DELETE' }));
    expect(body.translations).toEqual({ es: { title: 'Noches de Paella', ctaPrimaryLabel: 'Ver la carta' } });
    const read = await adminApi(`/api/admin/offers/${body.id}`);
    expect(read.body.translations).toEqual(body.translations);
    const put = await adminApi(`/api/admin/offers/${body.id}`, { method: 'PUT', json: read.body });
    expect(put.status, put.text).toBe(200);
    expect(put.body.translations).toEqual(body.translations);

    const viaTrpc = await trpcQuery('admin.offers.get', { id: body.id }, await staffToken());
    expect(viaTrpc.body.result.data.translations).toEqual(body.translations);
    const update = await trpcMutation('admin.offers.update', { id: body.id, data: { ...read.body, translations: { es: { title: 'Noches de Paella y Vino' } } } });
    expect(update.status, update.text).toBe(200);
    expect(update.body.result.data.translations).toEqual({ es: { title: 'Noches de Paella y Vino' } });
    // PUT replaces the whole record: translations left out are none.
    const { translations: _dropped, ...withoutTranslations } = read.body as Record<string, unknown>;
    expect((await adminApi(`/api/admin/offers/${body.id}`, { method: 'PUT', json: withoutTranslations })).body.translations).toEqual({});
  });

  it('public slides in Spanish fall back to English field by field; the default and lang=en are English; REST and tRPC agree', async () => {
    const body = await created('/api/admin/offers', offer({ translations: { es: { title: 'Noches de Paella' } } }));
    cleanup.push(() => adminApi(`/api/admin/offers/${body.id}`, { method: 'DELETE' }));
    const slide = async (query: string) => ((await api(`/api/offers?date=${DAY}&limit=20${query}`)).body as { id: number }[]).find((s) => s.id === body.id);
    // Its buttons were left empty: in Spanish they say the Spanish catalog's words (API.md), in English the defaults.
    expect(await slide('&lang=es')).toMatchObject({ title: 'Noches de Paella', subtitle: 'Paella for two, cooked to order.', ctaPrimaryLabel: 'Ver la carta' });
    expect(await slide('')).toMatchObject({ title: body.title, ctaPrimaryLabel: 'View Menu' });
    expect(await slide('&lang=en')).toMatchObject({ title: body.title });
    expect(Object.keys((await slide('&lang=es'))!).sort()).toEqual(Object.keys((await slide(''))!).sort());
    const viaTrpc = await trpcQuery('offers.active', { date: DAY, limit: 20, lang: 'es' });
    expect(viaTrpc.body.result.data).toEqual((await api(`/api/offers?date=${DAY}&limit=20&lang=es`)).body);
  });

  it('bad translations are a 400 naming the field, and nothing is written', async () => {
    const count = () => db.em().count(Offer, {});
    const before = await count();
    expectFieldError(await adminApi('/api/admin/offers', { json: offer({ translations: { fr: { title: 'Soirées paella' } } }) }), 'translations.fr');
    expectFieldError(await adminApi('/api/admin/offers', { json: offer({ translations: { es: { imageUrl: '/x.jpg' } } }) }), 'translations.es.imageUrl');
    expectFieldError(await adminApi('/api/admin/offers', { json: offer({ translations: { es: { title: 'x'.repeat(161) } } }) }), 'translations.es.title', 'Spanish title must be at most 160 characters.');
    expectFieldError(await adminApi('/api/admin/offers', { json: offer({ translations: 'es' }) }), 'translations');
    const viaTrpc = await trpcMutation('admin.offers.create', offer({ translations: { fr: { title: 'x' } } }));
    expect(viaTrpc.status).toBe(400);
    expect(Object.keys(viaTrpc.body.error.data.fields)).toEqual(['translations.fr']);
    expect(await count()).toBe(before);
  });

  it('lang other than en or es is a 400 naming lang, on REST and tRPC', async () => {
    const res = await api(`/api/offers?date=${DAY}&lang=fr`);
    expectFieldError(res, 'lang', 'Lang must be one of en, es.');
    const viaTrpc = await trpcQuery('offers.active', { date: DAY, lang: 'fr' });
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.body.error.data.fields).toEqual(res.body.fields);
  });
});

describe('menu and drinks', () => {
  it('categories and dishes in Spanish with English fallback; the cache keeps each language apart; tRPC agrees', async () => {
    const name = `Tapas ${word()}`;
    const category = await created('/api/admin/menu/categories', { name, translations: { es: { name: 'Tapas de la casa' } } });
    cleanup.push(() => adminApi(`/api/admin/menu/categories/${category.id}`, { method: 'DELETE' }));
    expect(category.translations).toEqual({ es: { name: 'Tapas de la casa' } });
    // A category update without translations keeps them (it changes only what it names).
    const renamed = await adminApi(`/api/admin/menu/categories/${category.id}`, { method: 'PUT', json: { displayOrder: 900 } });
    expect(renamed.body.translations).toEqual({ es: { name: 'Tapas de la casa' } });

    const dish = { category: category.slug, price: 18, name: `Pulpo a la Gallega ${word()}`, description: 'Octopus, paprika, olive oil.', menuHighlightTag: 'New' };
    const translated = await created('/api/admin/menu', { ...dish, translations: { es: { description: 'Pulpo, pimentón y aceite de oliva.', menuHighlightTag: 'Nuevo' } } });
    const plain = await created('/api/admin/menu', { ...dish, name: `Croquetas ${word()}`, description: 'Ham croquettes.' });
    cleanup.push(() => adminApi(`/api/admin/menu/${translated.id}`, { method: 'DELETE' }), () => adminApi(`/api/admin/menu/${plain.id}`, { method: 'DELETE' }));
    expect(translated.translations).toEqual({ es: { description: 'Pulpo, pimentón y aceite de oliva.', menuHighlightTag: 'Nuevo' } });
    expect(plain.translations).toEqual({});
    const back = await adminApi(`/api/admin/menu/${translated.id}`, { method: 'PUT', json: (await adminApi(`/api/admin/menu/${translated.id}`)).body });
    expect(back.body.translations).toEqual(translated.translations);

    const section = async (query: string) => ((await api(`/api/menu/full${query}`)).body as { categories: { slug: string; name: string; items: { id: number; name: string; description: string }[] }[] }).categories.find((c) => c.slug === category.slug)!;
    const english = await section('');
    const spanish = await section('?lang=es');
    expect(english.name).toBe(name);
    expect(spanish.name).toBe('Tapas de la casa');
    expect(spanish.items.find((item) => item.id === translated.id)).toMatchObject({ name: dish.name, description: 'Pulpo, pimentón y aceite de oliva.' });
    expect(spanish.items.find((item) => item.id === plain.id)).toMatchObject({ description: 'Ham croquettes.' });
    expect(english.items.find((item) => item.id === translated.id)).toMatchObject({ description: 'Octopus, paprika, olive oil.' });
    // The filter and the language together.
    expect((await section('?exclude=gluten&lang=es')).name).toBe('Tapas de la casa');

    const viaTrpc = await trpcQuery('menu.full', { lang: 'es' });
    expect(mapCatalogItems(viaTrpc.body.result.data, toWireMenuItem)).toEqual((await api('/api/menu/full?lang=es')).body);
    expectFieldError(await api('/api/menu/full?lang=fr'), 'lang');
    expectFieldError(await api('/api/menu/full?lang=es&lang=en'), 'lang');
  });

  it('a dish with a bad translation is refused whole (REST and tRPC), naming the field', async () => {
    const category = await created('/api/admin/menu/categories', { name: `Raciones ${word()}` });
    cleanup.push(() => adminApi(`/api/admin/menu/categories/${category.id}`, { method: 'DELETE' }));
    const count = () => db.em().count(MenuItem, {});
    const before = await count();
    const dish = { category: category.slug, name: `Gambas ${word()}`, price: 14 };
    expectFieldError(await adminApi('/api/admin/menu', { json: { ...dish, translations: { es: { price: '14' } } } }), 'translations.es.price');
    expectFieldError(await adminApi('/api/admin/menu', { json: { ...dish, translations: { es: { description: 'x'.repeat(2001) } } } }), 'translations.es.description');
    expectFieldError(await adminApi('/api/admin/menu', { json: { ...dish, translations: { de: { name: 'Garnelen' } } } }), 'translations.de');
    const viaTrpc = await trpcMutation('admin.menu.create', { ...dish, translations: { es: { description: 'x'.repeat(2001) } } });
    expect(viaTrpc.status).toBe(400);
    expect(Object.keys(viaTrpc.body.error.data.fields)).toEqual(['translations.es.description']);
    expectFieldError(await adminApi('/api/admin/menu/categories', { json: { name: `Otra ${word()}`, translations: { es: { slug: 'otra' } } } }), 'translations.es.slug');
    expect(await count()).toBe(before);
  });

  it('drinks and their categories the same way', async () => {
    const category = await created('/api/admin/drinks/categories', { name: `White Wines ${word()}`, translations: { es: { name: 'Vinos blancos' } } });
    cleanup.push(() => adminApi(`/api/admin/drinks/categories/${category.id}`, { method: 'DELETE' }));
    const drink = await created('/api/admin/drinks', { category: category.slug, name: `Albariño ${word()}`, description: 'Bright and saline.', price: 15, translations: { es: { description: 'Vivo y salino.' } } });
    cleanup.push(() => adminApi(`/api/admin/drinks/${drink.id}`, { method: 'DELETE' }));
    expect(drink.translations).toEqual({ es: { description: 'Vivo y salino.' } });
    const spanish = ((await api('/api/drinks/full?lang=es')).body as { categories: { slug: string; name: string; items: { id: number; description: string }[] }[] }).categories.find((c) => c.slug === category.slug)!;
    expect(spanish.name).toBe('Vinos blancos');
    expect(spanish.items.find((item) => item.id === drink.id)?.description).toBe('Vivo y salino.');
    expectFieldError(await adminApi('/api/admin/drinks', { json: { category: category.slug, name: 'X', price: 1, translations: { es: { region: 'Galicia' } } } }), 'translations.es.region');
    expectFieldError(await api('/api/drinks/full?lang=pt'), 'lang');
  });
});

describe('highlights', () => {
  it('a scheduled tag override in Spanish; the dish\'s words in Spanish; an upsert without translations keeps them', async () => {
    const category = await created('/api/admin/menu/categories', { name: `Destacados ${word()}`, translations: { es: { name: 'Destacados' } } });
    cleanup.push(() => adminApi(`/api/admin/menu/categories/${category.id}`, { method: 'DELETE' }));
    const dish = await created('/api/admin/menu', { category: category.slug, name: `Tortilla ${word()}`, description: 'Potato omelette.', price: 9, translations: { es: { description: 'Tortilla de patatas.' } } });
    cleanup.push(() => adminApi(`/api/admin/menu/${dish.id}`, { method: 'DELETE' }));
    const record = await created('/api/admin/highlights', { date: DAY, itemId: dish.id, tagOverride: 'Chef’s pick', translations: { es: { tagOverride: 'Sugerencia del chef' } } }, 200);
    expect(record.translations).toEqual({ es: { tagOverride: 'Sugerencia del chef' } });
    const kept = await created('/api/admin/highlights', { date: DAY, itemId: dish.id, position: 3 }, 200);
    expect(kept.translations).toEqual(record.translations);

    const card = async (lang: string) => ((await api(`/api/highlights?date=${DAY}${lang}`)).body as { id: number }[]).find((c) => c.id === dish.id);
    expect(await card('&lang=es')).toMatchObject({ tag: 'Sugerencia del chef', desc: 'Tortilla de patatas.', name: dish.name, category: 'Destacados' });
    expect(await card('')).toMatchObject({ tag: 'Chef’s pick', desc: 'Potato omelette.', category: category.name });
    expectFieldError(await adminApi('/api/admin/highlights', { json: { date: DAY, itemId: dish.id, translations: { es: { position: '1' } } } }), 'translations.es.position');
    expect((await adminApi(`/api/admin/highlights?date=${DAY}`)).body.content[0].translations).toEqual(record.translations);
    expectFieldError(await api(`/api/highlights?date=${DAY}&lang=EN`), 'lang');
  });
});

describe('special dates', () => {
  it('the note in Spanish on the public hours, English where none; the admin answer carries the translations', async () => {
    const date = shiftDate(barToday(), 300);
    const saved = await created('/api/admin/hours/special', { date, closed: true, note: 'Thanksgiving', translations: { es: { note: 'Acción de Gracias' } } });
    cleanup.push(() => adminApi(`/api/admin/hours/special/${saved.id}`, { method: 'DELETE' }));
    expect(saved.translations).toEqual({ es: { note: 'Acción de Gracias' } });
    const note = async (lang: string) => ((await api(`/api/hours?date=${date}${lang}`)).body as { special: { id: number; note: string }[]; today: { note: string } });
    expect((await note('&lang=es')).special.find((day) => day.id === saved.id)).toEqual(expect.objectContaining({ note: 'Acción de Gracias' }));
    expect((await note('&lang=es')).today.note).toBe('Acción de Gracias');
    expect((await note('&lang=es')).special.find((day) => day.id === saved.id)).not.toHaveProperty('translations');
    expect((await note('')).today.note).toBe('Thanksgiving');
    const listed = (await adminApi(`/api/admin/hours/special?from=${date}&to=${date}`)).body as { id: number; translations: unknown }[];
    expect(listed.find((day) => day.id === saved.id)?.translations).toEqual(saved.translations);
    expectFieldError(await adminApi('/api/admin/hours/special', { json: { date, closed: true, translations: { es: { note: 'x'.repeat(121) } } } }), 'translations.es.note');
    expect((await adminApi(`/api/admin/hours/special?from=${date}&to=${date}`)).body[0].translations).toEqual(saved.translations);
    expectFieldError(await api('/api/hours?lang=xx'), 'lang');
    const viaTrpc = await trpcQuery('hours.get', { date, lang: 'es' });
    expect(viaTrpc.body.result.data.today.note).toBe('Acción de Gracias');
  });
});

describe('settings', () => {
  it('the owner\'s Spanish texts on GET /api/settings?lang=es, English where none; the record is put back as it was', async () => {
    const original = (await adminApi('/api/admin/settings')).body as Record<string, unknown> & { policies: string[] };
    cleanup.push(() => adminApi('/api/admin/settings', { method: 'PUT', json: original }));
    const policies = ['Table held 15 minutes.', 'No pets.'];
    const translations = { es: { tagline: 'Tapas y vino', policies: ['', 'Sin mascotas.'] } };
    const put = await adminApi('/api/admin/settings', { method: 'PUT', json: { ...original, policies, translations } });
    expect(put.status, put.text).toBe(200);
    expect(put.body.translations).toEqual(translations);
    const spanish = (await api('/api/settings?lang=es')).body;
    expect(spanish).toMatchObject({ tagline: 'Tapas y vino', description: original.description, policies: ['Table held 15 minutes.', 'Sin mascotas.'] });
    expect(spanish).not.toHaveProperty('translations');
    expect((await api('/api/settings')).body).toMatchObject({ tagline: original.tagline, policies });
    expect((await trpcQuery('settings.get', { lang: 'es' })).body.result.data).toEqual(spanish);
    // Sent back as answered: unchanged.
    expect((await adminApi('/api/admin/settings', { method: 'PUT', json: put.body })).body.translations).toEqual(translations);

    const refused = await adminApi('/api/admin/settings', { method: 'PUT', json: { ...original, policies: ['One'], translations: { es: { policies: ['Uno', 'Dos'] } } } });
    expectFieldError(refused, 'translations.es.policies');
    expectFieldError(await adminApi('/api/admin/settings', { method: 'PUT', json: { ...original, translations: { es: { phone: '555' } } } }), 'translations.es.phone');
    expect((await adminApi('/api/admin/settings')).body.translations).toEqual(translations);
    expectFieldError(await api('/api/settings?lang=fr'), 'lang');
  });
});

describe('gallery', () => {
  it('alt and caption in Spanish; the admin list answer sent back keeps them; the manifest stays English', async () => {
    const alt = `The terrace at dusk ${word()}`;
    const photo = await created('/api/admin/gallery', {
      imageUrl: '/uploads/3f2a9c0d1e4b5a6c-1600.jpg',
      alt,
      caption: 'Our terrace opens on 1 December.',
      tags: ['terrace'],
      translations: { es: { alt: 'La terraza al atardecer' } },
    });
    cleanup.push(() => adminApi(`/api/admin/gallery/${photo.id}`, { method: 'DELETE' }));
    expect(photo.translations).toEqual({ es: { alt: 'La terraza al atardecer' } });
    const listed = ((await adminApi('/api/admin/gallery')).body as { id: number }[]).find((p) => p.id === photo.id)!;
    const put = await adminApi(`/api/admin/gallery/${photo.id}`, { method: 'PUT', json: listed });
    expect(put.body.translations).toEqual(photo.translations);

    const shown = async (query: string) => ((await api(`/api/gallery${query}`)).body as { photos: { id: number; alt: string; caption: string }[] }).photos.find((p) => p.id === photo.id);
    expect(await shown('?lang=es')).toMatchObject({ alt: 'La terraza al atardecer', caption: 'Our terrace opens on 1 December.' });
    expect(await shown('')).toMatchObject({ alt });
    expect(((await api('/images/gallery/manifest.json')).body as { photos: { alt: string }[] }).photos.some((p) => p.alt === alt)).toBe(true);
    expect(toWireGallery((await trpcQuery('gallery.list', { lang: 'es' })).body.result.data)).toEqual((await api('/api/gallery?lang=es')).body);
    expectFieldError(await adminApi('/api/admin/gallery', { json: { imageUrl: '/uploads/a.jpg', alt: 'A', tags: [], translations: { es: { credit: 'Foto' } } } }), 'translations.es.credit');
    expectFieldError(await api('/api/gallery?lang=fr'), 'lang');
  });
});

describe('the activity log', () => {
  it('names the translation a save changed', async () => {
    const category = await created('/api/admin/menu/categories', { name: `Mariscos ${word()}` });
    cleanup.push(() => adminApi(`/api/admin/menu/categories/${category.id}`, { method: 'DELETE' }));
    const name = `Pulpo a la Gallega ${word()}`;
    const dish = await created('/api/admin/menu', { category: category.slug, name, description: 'Octopus.', price: 18 });
    cleanup.push(() => adminApi(`/api/admin/menu/${dish.id}`, { method: 'DELETE' }));
    await adminApi(`/api/admin/menu/${dish.id}`, { method: 'PUT', json: { ...dish, translations: { es: { description: 'Pulpo.' } } } });
    const entries = (await adminApi('/api/admin/activity?size=10')).body.content as { summary: string }[];
    expect(entries.map((entry) => entry.summary)).toContain(`Changed the Spanish description of "${name}"`);
  });
});
