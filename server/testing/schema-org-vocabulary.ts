// Checks JSON-LD against schema.org's vocabulary at run time, for tests: every @type is a schema.org type, every
// property is one that type has (its own or inherited), every "https://schema.org/…" value is a schema.org name,
// and the fields search engines require are present. The vocabulary is read from schema-dts's declarations, which
// are generated from schema.org's own definitions: the types the builders compile against are the ones checked.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface Vocabulary {
  /** Type name → the names of its declaration's parents (their "Base" interfaces). */
  typeBase: Map<string, string>;
  /** Base name → its own properties and its parents. */
  bases: Map<string, { properties: Set<string>; parents: string[] }>;
  /** Every schema.org term written as a full address in the declarations (enumeration members such as VeganDiet). */
  terms: Set<string>;
}

let vocabulary: Vocabulary | undefined;

function loadVocabulary(): Vocabulary {
  const declarations = join(dirname(createRequire(import.meta.url).resolve('schema-dts')), 'schema.d.ts');
  const text = readFileSync(declarations, 'utf8');
  const bases = new Map<string, { properties: Set<string>; parents: string[] }>();
  for (const [, name = '', parents = '', body = ''] of text.matchAll(/^(?:export )?interface (\w+)Base extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
    const properties = new Set([...body.matchAll(/^ {4}"([^"]+)"\??:/gm)].map((match) => match[1]!));
    const parentNames = parents.split(',').map((parent) => parent.trim()).filter((parent) => /^\w+Base$/.test(parent)).map((parent) => parent.slice(0, -4));
    bases.set(name, { properties, parents: parentNames });
  }
  const typeBase = new Map<string, string>();
  for (const [, base = '', type = ''] of text.matchAll(/^export interface \w+Leaf extends (\w+)Base \{\n\s+"@type": "([^"]+)";/gm)) typeBase.set(type, base);
  const terms = new Set([...text.matchAll(/"https:\/\/schema\.org\/(\w+)"/g)].map((match) => match[1]!));
  if (typeBase.size < 800 || bases.size < 400) throw new Error(`schema-dts declarations not understood (${typeBase.size} types, ${bases.size} bases): update the patterns in schema-org-vocabulary.ts`);
  return { typeBase, bases, terms };
}

/** The properties a schema.org type has, its own and inherited; undefined for a name schema.org does not define. */
export function schemaOrgProperties(type: string): Set<string> | undefined {
  vocabulary ??= loadVocabulary();
  const base = vocabulary.typeBase.get(type);
  if (base === undefined) return undefined;
  const properties = new Set<string>();
  const pending = [base];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const entry = vocabulary.bases.get(next);
    if (!entry) continue;
    for (const property of entry.properties) properties.add(property);
    pending.push(...entry.parents);
  }
  return properties;
}

/** What search engines need of each type to show it (Google's rich results for a restaurant and its menu). */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  Restaurant: ['name', 'address', 'url', 'telephone', 'openingHoursSpecification'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressCountry'],
  OpeningHoursSpecification: ['opens', 'closes'],
  Menu: ['name', 'hasMenuSection'],
  MenuSection: ['name', 'hasMenuItem'],
  MenuItem: ['name', 'offers.price', 'offers.priceCurrency'],
};

const KEYWORDS = new Set(['@context', '@id', '@type']);

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

/** The values at a dotted path, through arrays ("offers.price" of each offer). */
function valuesAt(node: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [node];
  if (Array.isArray(node)) return node.flatMap((entry) => valuesAt(entry, path));
  if (typeof node !== 'object' || node === null) return [undefined];
  const [head, ...rest] = path;
  return valuesAt((node as Record<string, unknown>)[head!], rest);
}

function check(node: unknown, at: string, problems: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((entry, index) => check(entry, `${at}[${index}]`, problems));
    return;
  }
  if (typeof node === 'string') {
    const term = /^https?:\/\/schema\.org\/(\w+)$/.exec(node)?.[1];
    vocabulary ??= loadVocabulary();
    if (term !== undefined && !vocabulary.terms.has(term) && !vocabulary.typeBase.has(term)) problems.push(`${at}: "${node}" is not a schema.org term`);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  // A reference to a node described elsewhere ({ "@id": "…#restaurant" }): nothing of its own to check.
  if (Object.keys(record).length === 1 && typeof record['@id'] === 'string') return;
  const type = record['@type'];
  if (typeof type !== 'string') {
    problems.push(`${at}: a node without a @type`);
    return;
  }
  const properties = schemaOrgProperties(type);
  if (!properties) {
    problems.push(`${at}: "${type}" is not a schema.org type`);
    return;
  }
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('@')) {
      if (!KEYWORDS.has(key)) problems.push(`${at}: "${key}" is not a JSON-LD keyword used here`);
      continue;
    }
    if (!properties.has(key)) problems.push(`${at}: ${type} has no property "${key}"`);
    check(value, `${at}.${key}`, problems);
  }
  for (const path of REQUIRED[type] ?? []) {
    if (!valuesAt(record, path.split('.')).every(isPresent)) problems.push(`${at}: ${type} needs ${path}`);
  }
}

/** Everything wrong with a JSON-LD document (a node or a list of nodes), as readable lines; empty when it is sound. */
export function structuredDataProblems(document: unknown): string[] {
  const problems: string[] = [];
  const roots = Array.isArray(document) ? document : [document];
  roots.forEach((root, index) => {
    const at = roots.length > 1 ? `[${index}]` : '$';
    if ((root as Record<string, unknown> | null)?.['@context'] !== 'https://schema.org') problems.push(`${at}: @context must be "https://schema.org"`);
    check(root, at, problems);
  });
  return problems;
}
