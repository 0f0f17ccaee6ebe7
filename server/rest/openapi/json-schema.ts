// zod → JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) with zod 4's own converter. Schemas named with
// `.meta({ id })` become shared components: they are collected in `components` and referred to by $ref.
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

export const COMPONENTS_PREFIX = '#/components/schemas/';

/** Drops bounds that only restate a JavaScript number's safe range (zod's `.int()`): noise to a reader. */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

function pointRefsAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointRefsAtComponents);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, key === '$ref' && typeof inner === 'string' ? inner.replace('#/$defs/', COMPONENTS_PREFIX) : pointRefsAtComponents(inner)]),
  );
}

/**
 * The JSON Schema of `schema` as a request (`input`: what is accepted, before defaults and transforms) or an
 * answer (`output`). Named schemas inside it are added to `components`; a name that would stand for two
 * different shapes is refused, so a component always means one thing.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const { $schema: _dialect, $defs, ...root } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'throw', override: tidy }) as JsonSchema;
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    const pointed = pointRefsAtComponents(definition) as JsonSchema;
    const known = components[name];
    if (known && JSON.stringify(known) !== JSON.stringify(pointed)) throw new Error(`The schema name "${name}" stands for two different shapes (as ${io} and elsewhere).`);
    components[name] = pointed;
  }
  return pointRefsAtComponents(root) as JsonSchema;
}
