// The OpenAPI document as a readable page (GET /api/docs): server-rendered HTML, no script, grouped by tag.
import { site } from '../../../shared/config/site';
import { escapeHtml } from '../../../shared/rules/markup';
import { DOCS_PAGE_CSS } from './docs-page-style';
import { COMPONENTS_PREFIX, type JsonSchema } from './json-schema';
import type { OpenApiDocument, Operation } from './openapi-document';

// Descriptions are shown as written, as plain text: OpenAPI reads them as CommonMark, and the few marks they use
// (`code`, "- " lines) read well as they are; their line breaks are kept by the stylesheet (.prose: pre-line). So
// the page needs no Markdown parser, and nothing in a description can become markup.
const text = (value: unknown): string => escapeHtml(typeof value === 'string' ? value : '');

function prose(value: string | undefined): string {
  return value ? `<p class="prose">${text(value)}</p>` : '';
}

const schemaId = (name: string) => `schema-${name}`;
const tagId = (name: string) => `tag-${name.toLowerCase()}`;

function refName(schema: JsonSchema): string | undefined {
  return typeof schema.$ref === 'string' && schema.$ref.startsWith(COMPONENTS_PREFIX) ? schema.$ref.slice(COMPONENTS_PREFIX.length) : undefined;
}

function constraints(schema: JsonSchema): string[] {
  const notes: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) notes.push(`${String(min)}–${String(max)}${unit}`);
    else if (min !== undefined) notes.push(`≥ ${String(min)}${unit}`);
    else if (max !== undefined) notes.push(`≤ ${String(max)}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' chars');
  range(schema.minimum, schema.maximum, '');
  range(schema.minItems, schema.maxItems, ' items');
  if (typeof schema.format === 'string') notes.push(schema.format);
  return notes;
}

/** A schema as a short type, e.g. `string (1–160 chars) | null`, `array of Offer`; named schemas link to their section. */
function typeOf(schema: JsonSchema): string {
  const name = refName(schema);
  if (name) return `<a href="#${schemaId(name)}">${escapeHtml(name)}</a>`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeOf).join(' | ');
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => escapeHtml(JSON.stringify(value))).join(' | ');
  if ('const' in schema) return escapeHtml(JSON.stringify(schema.const));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const notes = constraints(schema);
  const described = types.map((type) => {
    if (type === 'array') return `array of ${schema.items ? typeOf(schema.items as JsonSchema) : 'anything'}`;
    if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      return `object of ${typeOf(schema.additionalProperties as JsonSchema)}`;
    }
    return escapeHtml(type);
  });
  const text = described.length ? described.join(' | ') : 'any';
  return notes.length ? `${text} (${escapeHtml(notes.join(', '))})` : text;
}

interface Row {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** An object's properties, inline objects (and arrays of them) flattened as `parent.child` / `parent[].child`. */
function rows(schema: JsonSchema, prefix = ''): Row[] {
  const required = new Set((schema.required ?? []) as string[]);
  const list: Row[] = [];
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    const path = prefix + name;
    list.push({ name: path, schema: property, required: required.has(name) });
    if (property.properties) list.push(...rows(property, `${path}.`));
    const items = property.items as JsonSchema | undefined;
    if (items?.properties) list.push(...rows(items, `${path}[].`));
  }
  return list;
}

function propertyTable(schema: JsonSchema, caption: string): string {
  const list = rows(schema);
  if (list.length === 0) return `<p class="type">${typeOf(schema)}</p>`;
  // Two columns, the meaning under the type: on a phone a third column would mostly be empty room.
  const body = list
    .map(({ name, schema: property, required }) => {
      const item = property.items as JsonSchema | undefined;
      const shown = property.properties ? { ...property, properties: undefined, type: 'object' } : item?.properties ? { ...property, items: { type: 'object' } } : property;
      const meaning = typeof property.description === 'string' ? `<p class="meaning">${text(property.description)}</p>` : '';
      return `<tr><td class="name"><code>${escapeHtml(name)}</code>${required ? ' <span class="required">required</span>' : ''}</td>`
        + `<td><p class="type">${typeOf(shown)}</p>${meaning}</td></tr>`;
    })
    .join('');
  return `<table><caption class="visually-hidden">${escapeHtml(caption)}</caption><thead><tr><th scope="col">Field</th><th scope="col">Type and meaning</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** A named schema links to its fields under Schemas (listed once there); an unnamed one lists them here. */
function schemaBlock(schema: JsonSchema, components: Record<string, JsonSchema>, caption: string): string {
  const name = refName(schema);
  if (!name) return propertyTable(schema, caption);
  const { description } = components[name]!;
  return `<p class="note">Schema <a href="#${schemaId(name)}">${escapeHtml(name)}</a>${typeof description === 'string' ? `: ${text(description)}` : ''}</p>`;
}

function example(label: string, value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return `<p class="example-label">${escapeHtml(label)}</p><pre><code>${escapeHtml(text)}</code></pre>`;
}

function parametersBlock(operation: Operation): string {
  if (operation.parameters.length === 0) return '';
  const body = operation.parameters
    .map((parameter) => {
      const schema = parameter.schema as JsonSchema;
      const example = parameter.example !== undefined ? ` Example: <code>${escapeHtml(String(parameter.example))}</code>` : '';
      return `<tr><td class="name"><code>${escapeHtml(String(parameter.name))}</code> <span class="in">${escapeHtml(String(parameter.in))}</span>${parameter.required ? ' <span class="required">required</span>' : ''}</td>`
        + `<td><p class="type">${typeOf(schema)}</p><p class="meaning">${text(parameter.description)}${example}</p></td></tr>`;
    })
    .join('');
  return `<h4>Parameters</h4><table><caption class="visually-hidden">Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">Type and meaning</th></tr></thead><tbody>${body}</tbody></table>`;
}

type Media = { schema: JsonSchema; example?: unknown; encoding?: Record<string, { contentType: string }> };

function requestBlock(operation: Operation, components: Record<string, JsonSchema>): string {
  if (!operation.requestBody) return '';
  const { required, content } = operation.requestBody as { required: boolean; content: Record<string, Media> };
  return `<h4>Request body</h4>${Object.entries(content)
    .map(([type, media]) => {
      const encoding = media.encoding ? ` ${Object.entries(media.encoding).map(([field, { contentType }]) => `(<code>${escapeHtml(field)}</code>: ${escapeHtml(contentType)})`).join(' ')}` : '';
      return `<p class="note"><code>${escapeHtml(type)}</code>${encoding}, ${required ? 'required' : 'optional'}</p>${schemaBlock(media.schema, components, 'Request body fields')}${
        media.example !== undefined ? example('Example body', media.example) : ''
      }`;
    })
    .join('')}`;
}

const errorId = (status: string) => `error-${status}`;

function responsesBlock(operation: Operation, document: OpenApiDocument): string {
  const { schemas } = document.components;
  const rowsHtml: string[] = [];
  const details: string[] = [];
  const sharedErrors: string[] = [];
  for (const [status, response] of Object.entries(operation.responses)) {
    if (typeof response.$ref === 'string') {
      // The shared error answers are described once, under Errors; a route's own meaning of one is shown here.
      if (response.description) rowsHtml.push(`<tr><td><strong>${escapeHtml(status)}</strong></td><td>${text(response.description)}</td><td class="type"><a href="#${errorId(status)}">Error</a></td></tr>`);
      else sharedErrors.push(`<a href="#${errorId(status)}">${escapeHtml(status)}</a>`);
      continue;
    }
    const content = response.content as Record<string, Media> | undefined;
    const [type, media] = Object.entries(content ?? {})[0] ?? [];
    const body = media ? (refName(media.schema) ? typeOf(media.schema) : type === 'application/json' ? 'JSON, below' : escapeHtml(type!)) : 'none';
    rowsHtml.push(`<tr><td><strong>${escapeHtml(status)}</strong></td><td>${text(response.description)}</td><td class="type">${body}</td></tr>`);
    if (media && Number(status) < 400) {
      // A named answer links to its fields (under Schemas) rather than repeating them; an unnamed one shows them here.
      if (type === 'application/json' && !refName(media.schema)) details.push(`<p class="example-label">${escapeHtml(status)} body</p>${schemaBlock(media.schema, schemas, `Fields of the ${status} answer`)}`);
      if (media.example !== undefined) details.push(example(`Example ${status} answer`, media.example));
    }
  }
  const others = sharedErrors.length ? `<p class="note">${rowsHtml.length > 1 ? 'Other errors' : 'Errors'}: ${sharedErrors.join(', ')}, each with the <a href="#${schemaId('Error')}">Error</a> body.</p>` : '';
  return `<h4>Responses</h4><table><caption class="visually-hidden">Responses</caption><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Body</th></tr></thead><tbody>${rowsHtml.join('')}</tbody></table>${others}${details.join('')}`;
}

/** The error answers every operation refers to, described once. */
function errorsSection(document: OpenApiDocument): string {
  const statusOf = new Map<string, string>();
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) {
      for (const [status, response] of Object.entries(operation.responses)) if (typeof response.$ref === 'string') statusOf.set(response.$ref.split('/').pop()!, status);
    }
  }
  const items = Object.entries(document.components.responses as Record<string, { description: string; content: Record<string, Media> }>)
    .filter(([name]) => statusOf.has(name))
    .map(([name, response]) => {
      const status = statusOf.get(name)!;
      const sample = response.content['application/json']?.example;
      return `<tr id="${errorId(status)}"><td><strong>${escapeHtml(status)}</strong></td><td>${text(response.description)}</td><td><code>${escapeHtml(JSON.stringify(sample))}</code></td></tr>`;
    })
    .join('');
  return `<section aria-labelledby="errors"><h2 id="errors">Errors</h2><p class="tag-intro">Every 4xx and 5xx answer has the <a href="#${schemaId('Error')}">Error</a> body. Bad input is always a 4xx that names the field, and writes nothing.</p>`
    + `<table><caption class="visually-hidden">Error answers</caption><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Example body</th></tr></thead><tbody>${items}</tbody></table></section>`;
}

function operationBlock(method: string, path: string, operation: Operation, document: OpenApiDocument): string {
  const staff = operation.security.length > 0;
  return `<article class="op" id="${escapeHtml(operation.operationId)}" aria-labelledby="${escapeHtml(operation.operationId)}-title">`
    + `<h3 id="${escapeHtml(operation.operationId)}-title">${escapeHtml(operation.summary)}</h3>`
    + `<p class="endpoint"><span class="method method--${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>`
    + `<span class="auth${staff ? ' auth--staff' : ''}">${staff ? 'Staff: bearer token' : 'Public'}</span></p>`
    + prose(operation.description)
    + parametersBlock(operation)
    + requestBlock(operation, document.components.schemas)
    + responsesBlock(operation, document)
    + `<h4>Example call</h4>${operation['x-codeSamples'].map((sample) => `<pre><code>${escapeHtml(sample.source)}</code></pre>`).join('')}`
    + '</article>';
}

function operationsByTag(document: OpenApiDocument): Map<string, [string, string, Operation][]> {
  const groups = new Map<string, [string, string, Operation][]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) groups.get(operation.tags[0]!)?.push([method, path, operation]);
  }
  return groups;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const groups = operationsByTag(document);
  const { info } = document;
  const used = document.tags.filter((tag) => groups.get(tag.name)?.length);
  const toc = used
    .map(
      (tag) => `<li><a href="#${tagId(tag.name)}">${escapeHtml(tag.name)}</a><ul>${groups
        .get(tag.name)!
        .map(([method, path, operation]) => `<li><a href="#${escapeHtml(operation.operationId)}"><span class="method method--${method}">${method.toUpperCase()}</span><span>${escapeHtml(path.replace(/^\/api/, '')).replace(/\//g, '/<wbr>')}</span></a></li>`)
        .join('')}</ul></li>`,
    )
    .join('');
  const sections = used
    .map(
      (tag) => `<section aria-labelledby="${tagId(tag.name)}"><h2 id="${tagId(tag.name)}">${escapeHtml(tag.name)}</h2><p class="tag-intro">${text(tag.description)}</p>${groups
        .get(tag.name)!
        .map(([method, path, operation]) => operationBlock(method, path, operation, document))
        .join('')}</section>`,
    )
    .join('');
  const schemas = Object.entries(document.components.schemas)
    // Named "Schema …": a schema may share its name with a group of operations (Gallery, Settings), and two regions may not share a name.
    .map(([name, schema]) => `<section class="schema" aria-label="Schema ${escapeHtml(name)}"><h3 id="${schemaId(name)}">${escapeHtml(name)}</h3>${schema.description ? `<p>${text(schema.description)}</p>` : ''}${propertyTable(schema, `Fields of ${name}`)}</section>`)
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} · documentation</title>
<meta name="description" content="${escapeHtml(info.summary)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${DOCS_PAGE_CSS}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the documentation</a>
<header class="masthead"><div class="masthead-inner">
<p class="brand">${escapeHtml(site.name)}</p>
<h1>REST API <span class="version">v${escapeHtml(info.version)}</span></h1>
<p class="lede">${text(info.summary)}</p>
<p class="links"><a href="/api/openapi.json">The OpenAPI ${escapeHtml(document.openapi)} document (JSON)</a><a href="/">Back to the website</a></p>
</div></header>
<div class="layout">
<nav class="toc" aria-labelledby="toc-title"><h2 id="toc-title">Operations</h2><ul><li><a href="#overview">Overview</a></li><li><a href="#errors">Errors</a></li>${toc}<li><a href="#schemas">Schemas</a></li></ul></nav>
<main id="main" tabindex="-1">
<section aria-labelledby="overview"><h2 id="overview">Overview</h2>${prose(info.description)}</section>
${errorsSection(document)}
${sections}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2><p class="tag-intro">The shapes named in the operations above. Request schemas describe what is accepted; answers describe what is sent.</p>${schemas}</section>
</main>
</div>
<footer><p>${escapeHtml(site.name)} · ${escapeHtml(info.title)} v${escapeHtml(info.version)}</p></footer>
</body>
</html>
`;
}
