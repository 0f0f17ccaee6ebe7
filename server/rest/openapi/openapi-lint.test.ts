// The OpenAPI document passes Spectral's `spectral:oas` ruleset (the linter most API tooling runs) with no error,
// and every operation says what it does. Warnings are printed, not failed: they are advice, not defects.
import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../features';
import { buildOpenApiDocument } from './openapi-document';

const { Spectral } = spectralCore;
const ERROR = 0;

describe('the OpenAPI document under Spectral', () => {
  it('has no error from the spectral:oas ruleset', { timeout: 30_000 }, async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    // As served: /api/openapi.json is this document through JSON.stringify.
    const results = await spectral.run(JSON.stringify(buildOpenApiDocument(API_ROUTES, 'https://tapas.example.org'), null, 2));
    const describe = (result: (typeof results)[number]) => `${result.code} at ${result.path.join('.')}: ${result.message}`;
    const warnings = results.filter((result) => result.severity !== ERROR).map(describe);
    if (warnings.length) console.log(`Spectral warnings (${warnings.length}):\n${warnings.join('\n')}`);
    expect(results.filter((result) => result.severity === ERROR).map(describe)).toEqual([]);
  });
});

describe('the route declarations', () => {
  it('give every operation a description of its own, beyond the summary', () => {
    const lacking = API_ROUTES.filter((route) => !route.description.trim() || route.description.trim() === route.summary.trim());
    expect(lacking.map((route) => `${route.method.toUpperCase()} /api${route.path}`)).toEqual([]);
  });

  it('carry each description into the document', () => {
    const { paths } = buildOpenApiDocument(API_ROUTES, 'https://tapas.example.org');
    const operations = Object.values(paths).flatMap((item) => Object.values(item as Record<string, { description?: string }>));
    expect(operations).toHaveLength(API_ROUTES.length);
    expect(operations.filter((operation) => !operation.description)).toEqual([]);
  });
});
