// The OpenAPI 3.1 document of /api, built from the route declarations (API_ROUTES in server/features.ts): the same zod schemas the
// routes validate with, the same auth, the same examples. Served by GET /api/openapi.json and shown by /api/docs.
import { site } from '../../../shared/config/site';
import { rolesBelow, type StaffRole } from '../../../shared/rules/staff-roles';
import type { ApiRoute, ErrorStatus } from '../api-route';
import { openApiPath } from '../api-route';
import { errorBodySchema } from '../error-body-schema';
import { API_TAGS } from './api-tags';
import { curlSample } from './curl-sample';
import { siteAddress } from '../../../shared/rules/site-address';
import { toJsonSchema, type JsonSchema } from './json-schema';

/** The contract's version (API.md): moves when the REST surface changes in a way integrations notice. */
export const API_VERSION = '1.0.0';

// A type alias, not an interface: it must fit the loose `OpenApiDocument` schema's index signature (docs.rest.ts).
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; summary: string; description: string; contact: { name: string; email: string; url: string } };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  /** A staff route's least role. */
  'x-least-role'?: StaffRole;
  parameters: Record<string, unknown>[];
  requestBody?: Record<string, unknown>;
  responses: Record<string, Record<string, unknown>>;
  'x-codeSamples': { lang: string; label: string; source: string }[];
}

type ErrorResponse = { name: string; description: string; example: Record<string, unknown>; headers?: Record<string, unknown> };

/** The error answers every route may give, each with the contract's error body (components.schemas.Error). */
const ERROR_RESPONSES: Record<ErrorStatus | 500, ErrorResponse> = {
  400: {
    name: 'BadRequest',
    description: 'VALIDATION_FAILED: a field is wrong (`fields` names each one), or BAD_REQUEST: malformed JSON or a bad query value. Nothing was written.',
    example: { ok: false, error: 'VALIDATION_FAILED', message: 'Title is required.', fields: { title: 'Title is required.' } },
  },
  401: {
    name: 'Unauthorized',
    description: 'UNAUTHENTICATED: no valid, unexpired, unrevoked bearer token. Nothing was done.',
    example: { ok: false, error: 'UNAUTHENTICATED', message: 'Please sign in.' },
  },
  403: {
    name: 'Forbidden',
    description: 'FORBIDDEN: the token is valid, but its account\'s role is below the least role the route needs. Nothing was read or written.',
    example: { ok: false, error: 'FORBIDDEN', message: 'Only a manager or the owner may do this.' },
  },
  404: {
    name: 'NotFound',
    description: 'NOT_FOUND: no record with that id (an id that is not all digits is not found either).',
    example: { ok: false, error: 'NOT_FOUND', message: 'Offer not found.' },
  },
  409: {
    name: 'Conflict',
    description: 'CONFLICT: the change would clash with what is stored.',
    example: { ok: false, error: 'CONFLICT', message: 'A category with the slug "meat-tapas" already exists.' },
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'PAYLOAD_TOO_LARGE: the JSON body is over 100 KB.',
    example: { ok: false, error: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than 100 KB.' },
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'UNSUPPORTED_MEDIA_TYPE: the body is not UTF-8 JSON sent as `Content-Type: application/json`.',
    example: { ok: false, error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Request body must be JSON (Content-Type: application/json).' },
  },
  429: {
    name: 'RateLimited',
    description: 'RATE_LIMITED: too many requests; try again after `Retry-After` seconds.',
    example: { ok: false, error: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
    headers: { 'Retry-After': { description: 'Seconds until a new attempt may succeed.', schema: { type: 'integer', minimum: 1 } } },
  },
  500: {
    name: 'InternalError',
    description: 'INTERNAL: something failed on the server (never with a stack trace or SQL in the body).',
    example: { ok: false, error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
  },
};

const DESCRIPTION = `The REST API of ${site.name}'s website and staff admin, for integrations: a POS that marks dishes sold out, a \
script that plans the week's highlights, a CRM that pulls the contact inbox. The website itself uses the same services.

- JSON in and out, UTF-8; request bodies over 100 KB are refused with 413.
- Dates are \`YYYY-MM-DD\`; instants are ISO-8601 UTC. "Today" is the bar's local date (its \`TIME_ZONE\`), never the server's UTC date.
- Money is a JSON number in the menu's currency (\`${site.currency}\`).
- Pipe lists: \`"vegan|gluten-free"\`, lowercase, trimmed, no empty parts, no duplicates. Day codes: \`MON TUE WED THU FRI SAT SUN\`.
- Paged lists take \`page\` (from 0), \`size\` (1 to 100, default 20) and \`q\` (searches the whole table, ignoring accents and case) and \
answer \`{ content, totalElements, totalPages, number, size }\`.
- Staff routes need \`Authorization: Bearer <token>\` from \`POST /api/auth/login\`; without a valid token they answer 401 and do nothing.
- Each staff route needs a least role (\`staff\` < \`manager\` < \`owner\`; its description and \`x-least-role\` say which); an account \
of a lower role gets 403 \`FORBIDDEN\` and nothing is read or written.
- Every error has the body \`{ ok: false, error, message, fields? }\` (the \`Error\` schema; a refused CSV import adds \`errors: [ { row, column, message } ]\`); bad input is a 4xx naming the field, never a 500.`;

function operationId(route: ApiRoute): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^a-zA-Z0-9]+/)));
  return route.method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** A query parameter's schema: a query string has no null, so `X | null` reads as X. */
function withoutNull(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null');
    return { ...schema, type: types.length === 1 ? types[0] : types };
  }
  if (Array.isArray(schema.anyOf)) {
    const options = (schema.anyOf as JsonSchema[]).filter((option) => option.type !== 'null');
    const { anyOf: _anyOf, ...rest } = schema;
    return options.length === 1 ? { ...rest, ...withoutNull(options[0]!) } : { ...rest, anyOf: options };
  }
  return schema;
}

function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
  return ref ? components[ref]! : schema;
}

function parameters(route: ApiRoute, components: Record<string, JsonSchema>): Record<string, unknown>[] {
  const list: Record<string, unknown>[] = [];
  for (const [name, label] of Object.entries(route.params ?? {})) {
    list.push({
      name,
      in: 'path',
      required: true,
      description: `The ${label.toLowerCase()}'s id: digits only, anything else is a 404.`,
      schema: { type: 'integer', minimum: 1 },
      example: route.example.params?.[name],
    });
  }
  for (const [name, description] of Object.entries(route.textParams ?? {})) {
    list.push({ name, in: 'path', required: true, description, schema: { type: 'string', minLength: 1 }, example: route.example.textParams?.[name] });
  }
  if (route.query) {
    const query = resolve(toJsonSchema(route.query, 'input', components), components);
    const required = new Set((query.required ?? []) as string[]);
    // Examples are written as they travel (text); the parameter's example is the value they parse to, unless that
    // is no longer a query value (a list read from "gluten,tree-nuts"): then the text is the example.
    const examples = route.example.query ? (route.query.parse(route.example.query) as Record<string, unknown>) : {};
    for (const [name, property] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      const { description, ...schema } = withoutNull(property);
      const parsed = examples[name];
      const example = route.example.query && name in route.example.query ? (typeof parsed === 'object' && parsed !== null ? (route.example.query as Record<string, unknown>)[name] : parsed) : undefined;
      list.push({ name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema, ...(example !== undefined ? { example } : {}) });
    }
  }
  for (const [name, description] of Object.entries(route.headers ?? {})) list.push({ name, in: 'header', required: false, description, schema: { type: 'string' } });
  return list;
}

function requestBody(route: ApiRoute, components: Record<string, JsonSchema>): Record<string, unknown> | undefined {
  if (route.multipart) {
    const { field, mediaTypes, description } = route.multipart;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', contentMediaType: 'application/octet-stream', description } } },
          encoding: { [field]: { contentType: mediaTypes.join(', ') } },
        },
      },
    };
  }
  if (route.textBody) {
    const { mediaType, description, example } = route.textBody;
    return { required: true, description, content: { [mediaType]: { schema: { type: 'string' }, example } } };
  }
  if (!route.body) return undefined;
  // A request without a body is read as {}: the body is required when {} is refused.
  const required = !route.bodyFromQuery && !route.body.safeParse({}).success;
  const example = route.example.body === undefined ? {} : { example: route.example.body };
  return { required, content: { 'application/json': { schema: toJsonSchema(route.body, 'input', components), ...example } } };
}

function responses(route: ApiRoute, components: Record<string, JsonSchema>): Record<string, Record<string, unknown>> {
  const { response } = route;
  const answer: Record<string, Record<string, unknown>> = {};
  const headers: Record<string, unknown> = {};
  for (const [name, description] of Object.entries(response.headers ?? {})) headers[name] = { description, schema: { type: 'string' } };
  if ('location' in response && response.location) headers.Location = { description: 'The address of the created record.', schema: { type: 'string' } };
  const main: Record<string, unknown> = { description: response.description, ...(Object.keys(headers).length ? { headers } : {}) };
  if ('schema' in response) {
    const contentType = response.contentType ?? 'application/json';
    const schema = contentType === 'application/json' ? toJsonSchema(response.schema, 'output', components) : { type: 'string' };
    main.content = { [contentType]: { schema, ...(route.example.response === undefined ? {} : { example: route.example.response }) } };
  }
  answer[response.status] = main;
  for (const other of route.otherResponses ?? []) {
    const example = other.example === undefined ? {} : { example: other.example };
    answer[other.status] = { description: other.description, content: { 'application/json': { schema: toJsonSchema(other.schema, 'output', components), ...example } } };
  }

  const errors = new Map<ErrorStatus | 500, string | undefined>();
  if (route.query || route.body) errors.set(400, undefined);
  if (route.auth === 'staff') errors.set(401, undefined);
  // Only where some role is below the route's own: a route every account may call never answers 403.
  if (route.auth === 'staff' && rolesBelow(route.role).length) errors.set(403, undefined);
  if (route.params || route.textParams) errors.set(404, undefined);
  if (route.textBody) errors.set(400, undefined);
  if (route.body || route.textBody) {
    errors.set(413, undefined);
    errors.set(415, undefined);
  }
  for (const [status, description] of Object.entries(route.errors ?? {})) errors.set(Number(status) as ErrorStatus, description);
  errors.set(500, undefined);
  for (const status of [...errors.keys()].sort((a, b) => a - b)) {
    const description = errors.get(status);
    answer[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}`, ...(description ? { description } : {}) };
  }
  return answer;
}

/** The route's own description, then (for a staff route) the least role it needs. */
function description(route: ApiRoute): string | undefined {
  if (route.auth !== 'staff') return route.description;
  const below = rolesBelow(route.role);
  const role = `Least role: \`${route.role}\`${below.length ? ` (${below.map((r) => `\`${r}\``).join(' and ')} get 403)` : ' (every staff account)'}.`;
  return route.description ? `${route.description}\n\n${role}` : role;
}

function operation(route: ApiRoute, components: Record<string, JsonSchema>, baseUrl: string): Operation {
  const body = requestBody(route, components);
  return {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    ...(description(route) ? { description: description(route) } : {}),
    security: route.auth === 'staff' ? [{ bearer: [] }] : [],
    ...(route.auth === 'staff' ? { 'x-least-role': route.role } : {}),
    parameters: parameters(route, components),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route, components),
    'x-codeSamples': [{ lang: 'shell', label: 'curl', source: curlSample(route, baseUrl) }],
  };
}

/** `baseUrl`: the site's own address (PUBLIC_URL), the document's one server and its curl samples' host. */
export function buildOpenApiDocument(routes: readonly ApiRoute[], baseUrl: string): OpenApiDocument {
  const components: Record<string, JsonSchema> = {};
  const errorSchema = toJsonSchema(errorBodySchema, 'output', components);
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = (paths[openApiPath(route)] ??= {});
    if (path[route.method]) throw new Error(`${route.method.toUpperCase()} ${route.path} is declared twice.`);
    path[route.method] = operation(route, components, baseUrl);
  }
  const errorResponses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description, example, headers }) => [
      name,
      { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: errorSchema, example } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: `${site.name} REST API`,
      version: API_VERSION,
      summary: `Menu, drinks, offers, highlights and contact messages of ${site.name}, for integrations.`,
      description: DESCRIPTION,
      contact: { name: site.name, email: site.email, url: siteAddress('/', baseUrl) },
    },
    servers: [{ url: baseUrl.replace(/\/+$/, ''), description: 'The site (its PUBLIC_URL).' }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      responses: errorResponses,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `An opaque token from \`POST /api/auth/login\`, valid for \`TOKEN_TTL_HOURS\` (12 by default) until \`POST /api/auth/logout\` revokes it.`,
        },
      },
    },
  };
}
