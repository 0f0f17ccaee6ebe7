// API.md "Settings": GET /api/settings (guests), GET/PUT /api/admin/settings (owner), the tRPC twins, and every page
// that shows the bar's details reading the saved record on the next request (pages, JSON-LD, print sheets, e-mails).
import { afterAll, describe, expect, it } from 'vitest';
import { defaultBarSettings } from '../../shared/config/default-settings';
import { ActivityEntry } from '../../server/activity-log/activity-entry.entity';
import { BarSettings } from '../../server/bar-settings/bar-settings.entity';
import { OutboxEmail } from '../../server/mail/outbox-email.entity';
import { useTestDb } from '../factories';
import { barToday, shiftDate } from './dates';
import { api, expectErrorShape } from './http';
import { adminApi, staffToken } from './staff';

const db = useTestDb();
const SEED = defaultBarSettings();
const PUBLIC_KEYS = ['about', 'address', 'announcement', 'bookingUrl', 'description', 'email', 'geo', 'name', 'phone', 'policies', 'socials', 'tagline'];

const put = (json: unknown) => adminApi('/api/admin/settings', { method: 'PUT', json });
const readRow = async () => db.em().findOneOrFail(BarSettings, { id: 1 });

/** The page's JSON-LD Restaurant. */
function restaurant(html: string): Record<string, unknown> {
  const [, json] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? [];
  return JSON.parse(json!) as Record<string, unknown>;
}

describe('the bar\'s settings', () => {
  afterAll(async () => {
    // Other files read the identity module's details from this server.
    expect((await put(SEED)).status).toBe(200);
  });

  it('GET /api/settings answers the seeded record (the identity module), no e-mails of the staff, revalidated like the other public reads', async () => {
    const res = await api('/api/settings');
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(PUBLIC_KEYS);
    const { notificationEmails: _private, translations: _translations, ...shown } = SEED;
    expect(res.body).toEqual(shown);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const trpc = await api('/trpc/settings.get');
    expect(trpc.body.result.data).toEqual(res.body);
  });

  it('GET /api/admin/settings is the owner\'s: the record plus the notification e-mails; a guest is refused', async () => {
    const res = await adminApi('/api/admin/settings');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(SEED);
    expectErrorShape(await api('/api/admin/settings'), 401, 'UNAUTHENTICATED');
    const trpc = await api('/trpc/admin.settings.get', { token: await staffToken() });
    expect(trpc.body.result.data).toEqual(SEED);
  });

  it('PUT saves the whole record; the next read, page, JSON-LD, print sheet and contact e-mail show it, and the activity log says it', async () => {
    const changed = {
      ...SEED,
      phone: '(781) 555-0199',
      name: 'Casa Olivera & Co',
      address: { ...SEED.address, street: '12 Hanover Street', locality: 'Boston' },
      socials: [{ network: 'Instagram', url: 'https://www.instagram.com/casa.new' }],
      policies: ['<script>alert(1)</script> is text', ...SEED.policies],
      notificationEmails: ['owner@bar.example', 'manager@bar.example'],
    };
    const res = await put(changed);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(changed);
    expect((await api('/api/settings')).body).toMatchObject({ phone: '(781) 555-0199', name: 'Casa Olivera & Co' });

    const contact = await api('/contact');
    expect(contact.status).toBe(200);
    expect(contact.text).toContain('(781) 555-0199');
    expect(contact.text).toContain('href="tel:+17815550199"');
    expect(contact.text).not.toContain('(781) 555-0142');
    expect(contact.text).toMatch(/<title>[^<]* - Casa Olivera &amp; Co<\/title>/);
    expect(restaurant(contact.text)).toMatchObject({ telephone: '+17815550199', name: 'Casa Olivera &amp; Co'.replace('&amp;', '&'), sameAs: ['https://www.instagram.com/casa.new'] });
    // A page's own description says where the bar is now.
    expect(contact.text).toContain('<meta name="description" content="Write to us, call or find us at 12 Hanover Street in Boston, MA: questions, private events and feedback.">');
    expect((await api('/menu')).text).toContain('content="Tapas, paellas, cheeses and desserts at Casa Olivera &amp; Co, a Spanish tapas &amp; wine bar in Boston, MA."');
    const reservations = await api('/reservations');
    expect(reservations.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; is text');
    const print = await api('/menu/print');
    expect(print.text).toContain('(781) 555-0199');
    expect(print.text).toContain('Casa Olivera &amp; Co');

    const sent = await api('/api/contact', { method: 'POST', json: { name: 'Lucía', email: 'lucia@example.com', subject: 'A table', message: 'Do you have a table for six on Friday?' } });
    expect(sent.status, sent.text).toBe(201);
    const [email] = await db.em().find(OutboxEmail, { kind: 'contact-notification' }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(email?.recipients.split(',').map((a) => a.trim())).toEqual(['owner@bar.example', 'manager@bar.example']);
    expect(email?.textBody).toContain('New message for Casa Olivera & Co');

    const [entry] = await db.em().find(ActivityEntry, { entity: 'settings' }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(entry?.summary).toContain('Changed the name from "Casa Olivera" to "Casa Olivera & Co"');
    expect(entry?.summary).toContain('changed the phone from "(781) 555-0142" to "(781) 555-0199"');

    // The tRPC twin saves the same way.
    const token = await staffToken();
    const twin = await api('/trpc/admin.settings.update', { json: { ...changed, phone: '(781) 555-0123' }, token });
    expect(twin.status, twin.text).toBe(200);
    expect((await api('/api/settings')).body.phone).toBe('(781) 555-0123');
    expect((await put(SEED)).status).toBe(200);
  });

  it.each([
    ['bookingUrl', { bookingUrl: 'http://www.opentable.com/r/casa' }],
    ['socials.0.url', { socials: [{ network: 'Instagram', url: 'javascript:alert(1)' }] }],
    ['email', { email: 'hola@' }],
    ['notificationEmails.0', { notificationEmails: ['owner'] }],
    ['policies.0', { policies: ['x'.repeat(5000)] }],
    ['phone', { phone: 'call us' }],
    ['announcement.until', { announcement: { text: 'Closed', until: '12/24/2026' } }],
  ])('400 naming %s, nothing written', async (field, overrides) => {
    const before = JSON.stringify(await readRow());
    const res = await put({ ...SEED, ...overrides });
    expectErrorShape(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields?.[field], res.text).toEqual(expect.any(String));
    db.em().clear();
    expect(JSON.stringify(await readRow())).toBe(before);
  });

  it('answers the announcement through its last day (the bar\'s date) and null after it; every public page shows it as text', async () => {
    const today = barToday();
    const announcement = { text: 'Closed on <b>Christmas</b> Day', until: today };
    expect((await put({ ...SEED, announcement })).status).toBe(200);
    expect((await api('/api/settings')).body.announcement).toEqual(announcement);
    const home = await api('/');
    expect(home.text).toContain('Closed on &lt;b&gt;Christmas&lt;/b&gt; Day');

    expect((await put({ ...SEED, announcement: { ...announcement, until: shiftDate(today, -1) } })).status).toBe(200);
    expect((await api('/api/settings')).body.announcement).toBeNull();
    expect((await adminApi('/api/admin/settings')).body.announcement).toEqual({ ...announcement, until: shiftDate(today, -1) });
    expect((await api('/')).text).not.toContain('Christmas');
    expect((await put(SEED)).status).toBe(200);
  });
});
