// The two lists (server/tables.ts, server/features.ts) against the folders: a domain's tables or serving module left
// out of its list would be a table the ORM does not know, or routes nobody serves.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';
import { CONTENT_ENTITIES, ENTITIES, TABLES } from './tables';

const folder = join(import.meta.dirname, 'features');
const modulesEndingIn = (suffix: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => readdirSync(join(folder, entry.name)).filter((file) => file.endsWith(suffix)).map((file) => join(folder, entry.name, file)));

describe('the lists of the features', () => {
  it('has every tables module of server/features/ in TABLES', async () => {
    const modules = modulesEndingIn('.tables.ts');
    expect(modules.length).toBeGreaterThan(5);
    for (const path of modules) {
      const exported = Object.values(await import(path)).filter((value) => typeof value === 'object');
      expect(exported, path).toHaveLength(1);
      expect(TABLES, path).toContain(exported[0]);
    }
    expect(TABLES).toHaveLength(modules.length);
  });

  it('has every feature module of server/features/ in FEATURES', async () => {
    const modules = modulesEndingIn('.feature.ts');
    for (const path of modules) {
      const exported = Object.values(await import(path));
      expect(exported, path).toHaveLength(1);
      // print and seo are made from the public reads (a function of them, called in the list): counted below.
      if (typeof exported[0] !== 'function') expect(FEATURES, path).toContain(exported[0]);
    }
    expect(FEATURES).toHaveLength(modules.length);
  });

  it('gives the ORM each entity once, and the content version only entities the ORM knows', () => {
    expect(new Set(ENTITIES as unknown[]).size).toBe((ENTITIES as unknown[]).length);
    for (const entity of CONTENT_ENTITIES) expect(ENTITIES).toContain(entity);
  });
});
