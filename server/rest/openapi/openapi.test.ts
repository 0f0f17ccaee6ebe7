// The OpenAPI document against what Express really serves (read from its router stack, so a route added by hand
// with app.get is seen too), its shape as OpenAPI 3.1, its examples against the schemas, and the docs page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { site } from '../../../shared/config/site';
import { createApp, type CreatedApp } from '../../app';
import { createTestDb, fakeClock, testDeps, type TestDb } from '../../testing/test-db';
import { defineRoute, type ApiRoute } from '../api-route';
import { API_ROUTES } from '../../features';
import { listRoutes } from '../route-list';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

let db: TestDb;
let created: CreatedApp;
/** The site's address the document is built for (PUBLIC_URL). */
const BASE = 'https://tapas.example.org';
const document = buildOpenApiDocument(API_ROUTES, BASE);

beforeAll(async () => {
  db = await createTestDb();
  created = await createApp(testDeps(db.orm, fakeClock('2026-11-23T17:00:00Z')), { mode: 'none' });
});

afterAll(async () => {
  await created.close();
  await db.close();
});

/** "GET /api/admin/offers/{id}" for each route Express serves under /api. */
function served(app: CreatedApp['express']): string[] {
  return listRoutes(app.router)
    .filter((route) => route.path === '/api' || route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
    .sort();
}

function documented(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

function difference(doc: OpenApiDocument, app: CreatedApp['express']) {
  const routes = served(app);
  const described = documented(doc);
  return { undocumented: routes.filter((route) => !described.includes(route)), absent: described.filter((route) => !routes.includes(route)) };
}

function operations(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })));
}

/** Resolves a local JSON pointer ("#/components/schemas/Offer") in the document, or undefined. */
function pointer(doc: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

describe('the OpenAPI document and the routes Express serves', () => {
  it('document exactly the same /api routes, each once', () => {
    const routes = served(created.express);
    expect(routes.length).toBeGreaterThanOrEqual(50);
    expect(new Set(routes).size).toBe(routes.length);
    expect(difference(document, created.express)).toEqual({ undocumented: [], absent: [] });
  });

  it('are compared from the router stack: a route added by hand, or declared but not served, is caught', async () => {
    const other = await createApp(testDeps(db.orm, fakeClock('2026-11-23T17:00:00Z')), { mode: 'none' });
    other.express.get('/api/hand-made', (_req, res) => void res.end());
    const ghost = defineRoute({ method: 'get', path: '/ghost', auth: 'public', tag: 'Operations', summary: 'Not served', description: 'Declared only.', response: { status: 204, description: 'Nothing.' }, example: {}, handle: () => undefined });
    expect(difference(buildOpenApiDocument([...API_ROUTES, ghost], BASE), other.express)).toEqual({ undocumented: ['GET /api/hand-made'], absent: ['GET /api/ghost'] });
    await other.close();
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the bar\'s name, the site\'s address (PUBLIC_URL) as its server and the bearer scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toContain(site.name);
    expect(document.servers).toEqual([{ url: BASE, description: expect.any(String) }]);
    expect(document.info.contact).toMatchObject({ url: `${BASE}/` });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('resolves every $ref', () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((ref) => !ref.startsWith('#/') || pointer(document, ref) === undefined)).toEqual([]);
  });

  it('gives every operation a unique id, a tag, a success answer and an example', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const { name, operation } of operations(document)) {
      if (ids.has(operation.operationId)) problems.push(`${name}: operationId ${operation.operationId} twice`);
      ids.add(operation.operationId);
      if (!tags.has(operation.tags[0] ?? '')) problems.push(`${name}: unknown tag`);
      const statuses = Object.keys(operation.responses);
      if (!statuses.some((status) => status.startsWith('2'))) problems.push(`${name}: no 2xx answer`);
      if (!operation['x-codeSamples'][0]?.source.includes(name.split(' ')[1]!.replace(/\{\w+\}.*$/, ''))) problems.push(`${name}: no example call`);
      for (const parameter of operation.parameters) if (parameter.in === 'path' && parameter.example === undefined) problems.push(`${name}: no example ${String(parameter.name)}`);
      const body = (operation.requestBody?.content as Record<string, { example?: unknown }> | undefined)?.['application/json'];
      if (body && body.example === undefined) problems.push(`${name}: no example body`);
      for (const status of statuses.filter((s) => s.startsWith('2'))) {
        const content = operation.responses[status]!.content as Record<string, { example?: unknown }> | undefined;
        for (const [type, media] of Object.entries(content ?? {})) if (media.example === undefined) problems.push(`${name}: no example ${status} ${type}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('says which operations need the bearer token, and those answer 401', () => {
    for (const { name, operation } of operations(document)) {
      const staff = name.includes(' /api/admin/') || name === 'POST /api/auth/logout' || name === 'GET /api/auth/me';
      expect(operation.security, name).toEqual(staff ? [{ bearer: [] }] : []);
      expect('401' in operation.responses, name).toBe(staff || name === 'POST /api/auth/login');
    }
  });

  it('answers every 4xx and 5xx with the contract\'s error body', () => {
    const errorSchema = { $ref: '#/components/schemas/Error' };
    expect(pointer(document, errorSchema.$ref)).toMatchObject({ properties: { ok: { const: false }, error: { enum: expect.arrayContaining(['VALIDATION_FAILED', 'RATE_LIMITED']) } } });
    for (const { name, operation } of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400 || name === 'GET /api/health') continue;
        const resolved = (typeof response.$ref === 'string' ? pointer(document, response.$ref) : response) as { content: Record<string, { schema: unknown }> };
        expect(resolved.content['application/json']?.schema, `${name} ${status}`).toEqual(errorSchema);
      }
      expect(operation.responses['500'], name).toBeDefined();
    }
  });

  it('describes bodies and query parameters with the schemas the routes validate with', () => {
    const login = document.paths['/api/auth/login']!.post!;
    expect((login.requestBody!.content as Record<string, unknown>)['application/json']).toMatchObject({ schema: { $ref: '#/components/schemas/LoginInput' } });
    expect(pointer(document, '#/components/schemas/OfferInput')).toMatchObject({ required: ['title', 'imageUrl'], properties: { title: { maxLength: 160 } } });
    const offers = document.paths['/api/offers']!.get!;
    expect(offers.parameters).toContainEqual(expect.objectContaining({ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 20 } }));
    expect(offers.parameters).toContainEqual(expect.objectContaining({ name: 'date', schema: { type: 'string', format: 'date' } }));
  });
});

describe('each route\'s example', () => {
  const name = (route: ApiRoute) => `${route.method.toUpperCase()} ${route.path}`;
  /** Parsed without error, and nothing dropped or changed: the example is exactly what the schema describes. */
  const exactly = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : result.error.issues;
  };

  it.each(API_ROUTES.map((route) => [name(route), route] as const))('%s fits the declared schemas', (_name, route) => {
    const { example } = route;
    if (route.query && example.query) expect(route.query.safeParse(example.query).success).toBe(true);
    if (route.body) {
      expect(example.body).toBeDefined();
      expect(route.body.safeParse(example.body).success).toBe(true);
    }
    for (const param of Object.keys(route.params ?? {})) expect(example.params?.[param]).toBeGreaterThan(0);
    for (const param of Object.keys(route.textParams ?? {})) expect(example.textParams?.[param]).toEqual(expect.stringMatching(/\S/));
    if ('schema' in route.response) expect(exactly(route.response.schema, example.response)).toEqual(example.response);
    else expect(example.response).toBeUndefined();
    for (const other of route.otherResponses ?? []) if (other.example !== undefined) expect(exactly(other.schema, other.example)).toEqual(other.example);
  });
});

describe('the docs page', () => {
  const page = renderDocsPage(document);

  it('shows every operation and schema, grouped under the tags', () => {
    for (const { operation } of operations(document)) expect(page).toContain(`id="${operation.operationId}"`);
    for (const schema of Object.keys(document.components.schemas)) expect(page).toContain(`id="schema-${schema}"`);
    for (const tag of document.tags) expect(page).toContain(`>${tag.name}</h2>`);
  });

  it('links only to anchors it has, and loads nothing but the site\'s icon: no script, no external stylesheet or font', () => {
    const ids = new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const anchors = [...page.matchAll(/href="#([^"]*)"/g)].map((match) => match[1]);
    expect(anchors.filter((anchor) => !ids.has(anchor))).toEqual([]);
    expect([...page.matchAll(/<link[^>]*>/g)].map((match) => match[0])).toEqual(['<link rel="icon" href="/favicon.svg" type="image/svg+xml">']);
    expect(page).not.toMatch(/<script|@import|url\(|src=/i);
  });

  it('shows the descriptions as written, as plain text with their line breaks: no Markdown of its own', () => {
    const overview = /<h2 id="overview">Overview<\/h2><p class="prose">([\s\S]*?)<\/p>/.exec(page)?.[1] ?? '';
    expect(overview).toContain('\n- Staff routes need `Authorization: Bearer &lt;token&gt;`');
    expect(overview).not.toMatch(/<(?!wbr)/);
    expect(page).not.toMatch(/<ul>(?!<li><a )/);
  });

  it('escapes what it shows', () => {
    expect(page).toContain('&lt;token&gt;');
    expect(page).not.toContain('<token>');
  });
});
