import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStructuredData } from '../features';
import { createLogger } from '../logging/logger';
import { createTestDb, fakeClock, testDeps, type TestDb } from '../testing/test-db';
import { structuredDataTags } from './structured-data';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

/** As much of a request as the context reads. */
const request = (path: string) => ({ path, ip: '203.0.113.7', socket: {}, headers: {}, get: () => undefined }) as unknown as Request;

describe('structuredDataTags', () => {
  it('gives the page’s JSON-LD blocks', async () => {
    const tags = await structuredDataTags(testDeps(db.orm, fakeClock('2026-11-23T15:00:00Z')), request('/about'), pageStructuredData);
    const blocks = tags!.split('\n    ');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatch(/^<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Restaurant".*<\/script>$/);
    expect(blocks[1]).toMatch(/^<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"WebPage".*"inLanguage":"en".*<\/script>$/);
  });

  it('gives a Spanish page’s blocks in Spanish', async () => {
    const tags = await structuredDataTags(testDeps(db.orm, fakeClock('2026-11-23T15:00:00Z')), request('/es/about'), pageStructuredData);
    expect(tags).toContain('"inLanguage":"es"');
    expect(tags).toContain('"url":"https://');
    expect(tags).toMatch(/"url":"[^"]*\/es\/about"/);
  });

  it('answers null and logs the failure when a read fails, so the page goes out without them', async () => {
    const lines: string[] = [];
    const deps = { ...testDeps(db.orm, fakeClock('2026-11-23T15:00:00Z')), log: createLogger('error', { write: (line: string) => void lines.push(line) }) };
    const broken = { ...deps, orm: { em: { fork: () => ({ find: () => Promise.reject(new Error('database gone')) }) } } } as unknown as typeof deps;
    expect(await structuredDataTags(broken, request('/menu'), pageStructuredData)).toBeNull();
    expect(lines.join('')).toContain('the structured data of /menu failed');
  });
});
