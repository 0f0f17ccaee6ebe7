// Every admin route and procedure is behind auth, proven by enumeration: the REST routes are read from the
// Express routers, the tRPC procedures from the router definition (never a hand-written list), so a route
// added later without auth makes this test fail. Each answers 401 for a missing, malformed, forged, expired
// and revoked token, and writes nothing although every call carries input that would change data.
// Roles likewise: each route's and procedure's least role is read from its own declaration (a REST route
// Express serves without one, or a procedure without one, fails), every role below it gets 403 FORBIDDEN with
// nothing written, and its own role is let through.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import sharp from 'sharp';
import type { AppDeps } from '../../server/context';
import { Session } from '../../server/auth/session.entity';
import { RateLimitRow } from '../../server/rate-limits/rate-limit.entity';
import { StaffUser } from '../../server/auth/staff-user.entity';
import { hashToken } from '../../server/auth/tokens';
import { ContactMessage } from '../../server/features/contacts/contact-message.entity';
import { GalleryPhoto } from '../../server/features/gallery/gallery-photo.entity';
import { createStaffUser } from '../../server/auth/staff-accounts';
import { createApiRouter } from '../../server/rest/api-router';
import { API_ROUTES, appRouter } from '../../server/features';
import { ENTITIES as entities } from '../../server/tables';
import { rolesBelow, STAFF_ROLES, type StaffRole } from '../../shared/rules/staff-roles';
import { listRoutes, type RouteEntry } from '../../server/rest/route-list';
import { createDrinkCategory, createDrinkItem, createMenuCategory, createMenuItem, createOffer, createScheduledHighlight, uniqueName, useTestDb } from '../factories';
import { api, baseUrl, expectErrorShape, uniqueIp } from './http';
import { STAFF } from './staff';

const db = useTestDb();

interface Fixtures {
  offer: number;
  menuItem: number;
  menuCategory: number;
  drink: number;
  drinkCategory: number;
  highlight: number;
  contact: number;
  /** A pending team member: the team routes' id, so no real account is changed or removed. */
  member: number;
  /** A photo of its own: the gallery routes' id, so no seeded photo is changed or deleted; its tag is the tag routes'. */
  photo: number;
  menuSlug: string;
  drinkSlug: string;
}
let fx: Fixtures;
/** The fixture photo's tag, which the tag routes name. */
const GATE_TAG = 'gate-crasher';
let png: Uint8Array<ArrayBuffer>;

/** Header values for each way a token can be wrong. Filled in beforeAll (expired and revoked need the database). */
const badAuth: Record<string, Record<string, string>> = {
  missing: {},
  'malformed (no token)': { Authorization: 'Bearer' },
  'malformed (wrong scheme)': { Authorization: `Basic ${Buffer.from(`${STAFF.email}:${STAFF.password}`).toString('base64')}` },
  'malformed (two tokens)': { Authorization: 'Bearer a b' },
  forged: { Authorization: `Bearer ${randomBytes(32).toString('base64url')}` },
};

function restRoutes(): RouteEntry[] {
  // Every route under /api/admin, whoever registered it: they must all be gated.
  const stub = { settings: { corsOrigins: [] } } as unknown as AppDeps;
  return listRoutes(createApiRouter(stub, API_ROUTES), '/api').filter((route) => route.path.startsWith('/api/admin'));
}

function trpcProcedures(): { path: string; type: string; role: StaffRole | undefined }[] {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string; meta?: { role?: StaffRole } } }> } })._def.procedures;
  return Object.entries(procedures)
    .filter(([path]) => path.startsWith('admin.'))
    .map(([path, procedure]) => ({ path, type: procedure._def.type, role: procedure._def.meta?.role }));
}

/** The least role each served admin route declares: found by its method and path among the declarations, or undefined. */
function declaredRole(route: RouteEntry): StaffRole | undefined {
  const declaration = API_ROUTES.find((d) => d.method.toUpperCase() === route.method && `/api${d.path}` === route.path);
  return declaration?.auth === 'staff' ? declaration.role : undefined;
}

/** One admin REST call as `headers` would make it, with input that would change data. */
async function callRoute(route: RouteEntry, headers: Record<string, string>) {
  const path = concretePath(route.path);
  if (route.path.endsWith('/uploads')) {
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
    const r = await fetch(`${baseUrl()}${path}`, { method: route.method, headers: { ...headers, 'X-Forwarded-For': uniqueIp() }, body: form });
    const text = await r.text();
    return { status: r.status, text, body: (r.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null) as never };
  }
  return api(path, { method: route.method, headers, ...(['GET', 'DELETE'].includes(route.method) ? {} : { json: validBody(route.path) }) });
}

/** One admin tRPC call as `headers` would make it: its HTTP status and appCode. */
async function callProcedure(path: string, type: string, headers: Record<string, string>): Promise<{ status: number; appCode: unknown }> {
  let response;
  if (path === 'admin.uploads.create') {
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
    const r = await fetch(`${baseUrl()}/trpc/${path}`, { method: 'POST', headers: { ...headers, 'X-Forwarded-For': uniqueIp() }, body: form });
    response = { status: r.status, body: JSON.parse(await r.text()) };
  } else if (type === 'query') {
    response = await api(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(validInput(path)))}`, { headers });
  } else {
    response = await api(`/trpc/${path}`, { json: validInput(path), headers });
  }
  return { status: response.status, appCode: response.body?.error?.data?.appCode };
}

/** A bearer header for an account of each role, made straight in the database (quicker than inviting each through the team routes, which team.test.ts covers). */
const roleAuth = {} as Record<StaffRole, Record<string, string>>;

/** A path with its parameters filled by real rows, so a missing gate would really read or change them. */
function concretePath(path: string): string {
  const id = path.startsWith('/api/admin/offers') ? fx.offer
    : path.startsWith('/api/admin/menu/categories') ? fx.menuCategory
    : path.startsWith('/api/admin/menu') ? fx.menuItem
    : path.startsWith('/api/admin/drinks/categories') ? fx.drinkCategory
    : path.startsWith('/api/admin/drinks') ? fx.drink
    : path.startsWith('/api/admin/highlights') ? fx.highlight
    : path.startsWith('/api/admin/contacts') ? fx.contact
    : path.startsWith('/api/admin/team') ? fx.member
    : path.startsWith('/api/admin/gallery') ? fx.photo
    : 1;
  const query = '?value=false&date=2031-03-01&itemId=' + fx.menuItem + '&positions=' + fx.highlight + ':7';
  return path.replace(/:id\b/g, String(id)).replace(/:tag\b/g, GATE_TAG) + query;
}

/** A body that would be accepted (and written) if the request were authenticated. */
function validBody(path: string): unknown {
  if (path.startsWith('/api/admin/offers')) return { title: 'Gate crasher', imageUrl: '/x.jpg' };
  if (path.includes('/categories')) return { name: uniqueName('Gate').name };
  if (path.startsWith('/api/admin/menu')) return { category: fx.menuSlug, name: 'Gate crasher', price: 1 };
  if (path.startsWith('/api/admin/drinks')) return { category: fx.drinkSlug, name: 'Gate crasher', price: 1 };
  if (path.startsWith('/api/admin/highlights/reorder')) return { date: '2031-03-01', positions: [{ id: fx.highlight, position: 9 }] };
  if (path.startsWith('/api/admin/highlights')) return { date: '2031-03-02', itemId: fx.menuItem };
  if (path.startsWith('/api/admin/contacts')) return { status: 'CLOSED', notes: 'gate crasher' };
  if (path === '/api/admin/team') return { email: `gate-${randomBytes(4).toString('hex')}@roles.example`, name: 'Gate crasher', role: 'owner' };
  if (path.startsWith('/api/admin/gallery/tags')) return { translations: { es: 'colado' } };
  if (path.startsWith('/api/admin/team')) return { role: 'manager' };
  if (path.startsWith('/api/admin/me/password')) return { currentPassword: 'a long role password 1', newPassword: 'gate crasher password' };
  return {};
}

/** An input for an admin procedure that would change data if the call were authenticated. */
function validInput(path: string): unknown {
  const [, domain, ...rest] = path.split('.');
  const action = rest.join('.');
  const id = { offers: fx.offer, menu: fx.menuItem, drinks: fx.drink, highlights: fx.highlight, contacts: fx.contact, team: fx.member, gallery: fx.photo }[domain as string] ?? 1;
  const categoryId = domain === 'menu' ? fx.menuCategory : fx.drinkCategory;
  const item = domain === 'menu' ? { category: fx.menuSlug, name: 'Gate crasher', price: 1 } : { category: fx.drinkSlug, name: 'Gate crasher', price: 1 };
  if (domain === 'offers') return { id, value: false, data: validBody('/api/admin/offers'), ...(validBody('/api/admin/offers') as object) };
  if (action.startsWith('categories.')) return { id: categoryId, name: uniqueName('Gate').name, data: { name: uniqueName('Gate').name } };
  if (domain === 'menu' || domain === 'drinks') return { id, value: false, data: item, ...item };
  if (domain === 'highlights') return { id, value: false, date: '2031-03-01', itemId: fx.menuItem, positions: [{ id: fx.highlight, position: 9 }], from: '2031-03-01', to: ['2031-03-05'] };
  if (domain === 'contacts') return { id, status: 'CLOSED', notes: 'gate crasher', data: { status: 'CLOSED' } };
  if (domain === 'team') return { id, ...(validBody(action === 'invite' ? '/api/admin/team' : '/api/admin/team/:id') as object) };
  if (domain === 'me') return validBody('/api/admin/me/password');
  if (path === 'admin.gallery.nameTag') return { tag: GATE_TAG, ...(validBody('/api/admin/gallery/tags') as object) };
  return { id };
}

/** Every row of every table but the sessions and rate limits (which the token setups write), for a before/after comparison. */
async function snapshot(): Promise<string> {
  const em = db.em();
  const tables = await Promise.all(
    entities
      .filter((entity) => entity !== Session && entity !== RateLimitRow)
      .map((entity) => {
        // Ordered by each table's own key (the regular week's is its day code, not an id).
        const [key] = db.orm.getMetadata().get((entity as { name: string }).name).primaryKeys;
        return em.find(entity as never, {}, { orderBy: { [key!]: 'asc' } as never });
      }),
  );
  return JSON.stringify(tables);
}

function uploadedFiles(): string[] {
  const dir = inject('testDatabase').uploadsDir;
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
}

beforeAll(async () => {
  const em = db.em();
  const offer = await createOffer(em, {});
  const menuCategory = await createMenuCategory(em, {});
  const menuItem = await createMenuItem(em, { category: menuCategory });
  const emptyMenuCategory = await createMenuCategory(em, {});
  const drinkCategory = await createDrinkCategory(em, {});
  const drink = await createDrinkItem(em, { category: drinkCategory });
  const emptyDrinkCategory = await createDrinkCategory(em, {});
  const highlight = await createScheduledHighlight(em, { item: menuItem, date: '2031-03-01' });
  const contact = em.create(ContactMessage, { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'A table for four?', status: 'NEW', createdAt: new Date() });
  const member = em.create(StaffUser, { email: `member-${randomBytes(4).toString('hex')}@roles.example`, name: 'Pending member', passwordHash: '', role: 'staff', pending: true });
  const photo = em.create(GalleryPhoto, { imageUrl: '/uploads/gate-crasher.jpg', alt: 'Gate crasher', tags: `["${GATE_TAG}"]`, visible: false, position: 10_000 });
  await em.flush();
  fx = {
    offer: offer.id,
    menuItem: menuItem.id,
    menuCategory: emptyMenuCategory.id,
    drink: drink.id,
    drinkCategory: emptyDrinkCategory.id,
    highlight: highlight.id,
    contact: contact.id,
    member: member.id,
    photo: photo.id,
    menuSlug: menuCategory.slug,
    drinkSlug: drinkCategory.slug,
  };
  png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a33' } }).png().toBuffer());

  // Revoked: a real token, signed out.
  const login = await api('/api/auth/login', { json: STAFF, ip: uniqueIp() });
  expect(login.status).toBe(200);
  expect((await api('/api/auth/logout', { method: 'POST', token: login.body.token })).status).toBe(204);
  badAuth.revoked = { Authorization: `Bearer ${login.body.token}` };

  // Expired: a session whose time is up (written straight into the database).
  const expired = randomBytes(32).toString('base64url');
  const user = await em.findOneOrFail(StaffUser, { email: STAFF.email });
  em.create(Session, { tokenHash: hashToken(expired), user, createdAt: new Date(Date.now() - 13 * 3_600_000), expiresAt: new Date(Date.now() - 3_600_000), revokedAt: null });
  await em.flush();
  badAuth.expired = { Authorization: `Bearer ${expired}` };

  for (const role of STAFF_ROLES) {
    const account = { email: `${role}-${randomBytes(4).toString('hex')}@roles.example`, password: 'a long role password 1' };
    await createStaffUser(db.em(), account.email, `Role ${role}`, account.password, role);
    const signedIn = await api('/api/auth/login', { json: account, ip: uniqueIp() });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.roles).toEqual(['ADMIN', role.toUpperCase()]);
    roleAuth[role] = { Authorization: `Bearer ${signedIn.body.token}` };
  }
});

describe('admin REST routes, enumerated from the Express routers', () => {
  it('cover the whole contract (the enumeration is not empty or partial)', () => {
    const routes = restRoutes().map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/admin/offers', 'PATCH /api/admin/offers/:id/active', 'POST /api/admin/highlights/reorder', 'DELETE /api/admin/menu/categories/:id',
      'PATCH /api/admin/menu/:id/highlight', 'PATCH /api/admin/drinks/:id/availability', 'GET /api/admin/contacts/export.csv', 'POST /api/admin/uploads',
    ]) {
      expect(routes).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it('each answers 401 for every bad token, and nothing is written', async () => {
    const before = await snapshot();
    const filesBefore = uploadedFiles();
    const failures: string[] = [];
    for (const route of restRoutes()) {
      for (const [how, headers] of Object.entries(badAuth)) {
        const response = await callRoute(route, headers);
        if (response.status !== 401) failures.push(`${route.method} ${route.path} (${how}): ${response.status} ${response.text.slice(0, 120)}`);
        else if (!route.path.endsWith('/uploads')) expectErrorShape(response as never, 401, 'UNAUTHENTICATED');
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
    expect(uploadedFiles()).toEqual(filesBefore);
  });
});

describe('admin tRPC procedures, enumerated from the router definition', () => {
  it('exist for every domain', () => {
    const paths = trpcProcedures().map((p) => p.path);
    for (const domain of ['offers', 'highlights', 'menu', 'drinks', 'contacts', 'uploads']) expect(paths.some((p) => p.startsWith(`admin.${domain}.`)), domain).toBe(true);
    expect(paths.length).toBeGreaterThanOrEqual(30);
  });

  it('each answers 401 (UNAUTHENTICATED) for every bad token, and nothing is written', async () => {
    const before = await snapshot();
    const filesBefore = uploadedFiles();
    const failures: string[] = [];
    for (const { path, type } of trpcProcedures()) {
      for (const [how, headers] of Object.entries(badAuth)) {
        const { status, appCode } = await callProcedure(path, type, headers);
        if (status !== 401 || appCode !== 'UNAUTHENTICATED') failures.push(`${path} (${how}): ${status} ${appCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
    expect(uploadedFiles()).toEqual(filesBefore);
  });
});

describe('roles, enumerated from the routers and read from each declaration', () => {
  it('every admin route and procedure declares its least role, as API.md\'s table says for a sample', () => {
    const routes = Object.fromEntries(restRoutes().map((route) => [`${route.method} ${route.path}`, declaredRole(route)]));
    expect(Object.entries(routes).filter(([, role]) => role === undefined).map(([name]) => name)).toEqual([]);
    const procedures = Object.fromEntries(trpcProcedures().map(({ path, role }) => [path, role]));
    expect(Object.entries(procedures).filter(([, role]) => role === undefined).map(([path]) => path)).toEqual([]);
    // A few from each row of the table, so a role moved by mistake shows here as well as in the UI.
    expect(routes).toMatchObject({
      'GET /api/admin/offers': 'staff', 'DELETE /api/admin/offers/:id': 'manager', 'PATCH /api/admin/menu/:id/availability': 'staff',
      'PATCH /api/admin/menu/:id/featured': 'manager', 'POST /api/admin/highlights': 'staff', 'PUT /api/admin/hours/regular': 'manager',
      'PATCH /api/admin/contacts/:id': 'staff', 'DELETE /api/admin/contacts/:id': 'manager', 'GET /api/admin/contacts/export.csv': 'staff',
      'POST /api/admin/uploads': 'manager', 'GET /api/admin/team': 'owner', 'DELETE /api/admin/team/:id': 'owner', 'GET /api/admin/me': 'staff',
      'PUT /api/admin/me/password': 'staff', 'DELETE /api/admin/me/sessions': 'staff',
    });
    expect(procedures).toMatchObject({
      'admin.offers.remove': 'manager', 'admin.drinks.setAvailable': 'staff', 'admin.highlights.copyDay': 'staff', 'admin.contacts.update': 'staff',
      'admin.contacts.delete': 'manager', 'admin.uploads.create': 'manager', 'admin.team.invite': 'owner', 'admin.team.update': 'owner',
      'admin.me.changePassword': 'staff', 'admin.me.signOutOtherDevices': 'staff',
    });
  });

  it('refuse every role below their own with 403 FORBIDDEN before anything is written', async () => {
    const before = await snapshot();
    const filesBefore = uploadedFiles();
    const failures: string[] = [];
    let refusals = 0;
    for (const route of restRoutes()) {
      for (const role of rolesBelow(declaredRole(route) ?? 'owner')) {
        const response = await callRoute(route, roleAuth[role]);
        refusals++;
        if (response.status !== 403 || response.body?.error !== 'FORBIDDEN' || response.body?.ok !== false || typeof response.body?.message !== 'string') {
          failures.push(`${route.method} ${route.path} (${role}): ${response.status} ${response.text.slice(0, 120)}`);
        }
      }
    }
    for (const { path, type, role: least } of trpcProcedures()) {
      for (const role of rolesBelow(least ?? 'owner')) {
        const { status, appCode } = await callProcedure(path, type, roleAuth[role]);
        refusals++;
        if (status !== 403 || appCode !== 'FORBIDDEN') failures.push(`${path} (${role}): ${status} ${appCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(refusals).toBeGreaterThanOrEqual(30);
    expect(await snapshot()).toBe(before);
    expect(uploadedFiles()).toEqual(filesBefore);
  });

  // Last in the file: these calls really write (and delete the fixtures), which nothing after them needs.
  it('let their own role through', async () => {
    const failures: string[] = [];
    for (const route of restRoutes()) {
      const role = declaredRole(route) ?? 'owner';
      const response = await callRoute(route, roleAuth[role]);
      if (response.status === 403 || response.status === 401) failures.push(`${route.method} ${route.path} (${role}): ${response.status} ${response.text.slice(0, 120)}`);
    }
    for (const { path, type, role: least } of trpcProcedures()) {
      const role = least ?? 'owner';
      const { status, appCode } = await callProcedure(path, type, roleAuth[role]);
      if (status === 403 || status === 401) failures.push(`${path} (${role}): ${status} ${appCode}`);
    }
    expect(failures).toEqual([]);
  });
});
