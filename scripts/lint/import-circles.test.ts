// No circle, anywhere (STYLE.md principle 20): no module of the sources (server/, src/, shared/, scripts/; tests
// aside) reaches itself through its imports, type-only and dynamic ones included (import-graph.ts says what counts).
// A failure names one circle per knot of modules; break it by moving what both sides need into the lower one, or by
// handing it in as a parameter from the module that assembles them (server/features.ts, server/app.ts).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, resolveSpecifier, specifiersOf, type ImportGraph } from './import-graph';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['server', 'src', 'shared', 'scripts'];
const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path);

const describeCircle = ({ circle, modules }: { circle: string[]; modules: number }) => `${circle.join(' → ')} (${modules} modules in the knot)`;

describe('the sources', () => {
  it('have no import circle', () => {
    const graph = importGraph(ROOT, FOLDERS, (path) => !isTest(path));
    // The graph is the real one: every folder read, and the imports followed (a plain one, a type-only one, a lazy one, one made at run time).
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get('server/app.ts')).toContain('server/features.ts');
    expect(graph.get('src/lib/trpc.ts')).toContain('server/features.ts');
    expect(graph.get('src/main.tsx')).toContain('src/app.tsx');
    expect(graph.get('server/i18n/message-files.ts')).toContain('shared/i18n/messages/es.ts');
    expect(importCircles(graph).map(describeCircle)).toEqual([]);
  });
});

describe('the import graph', () => {
  it('counts every kind of import, type-only and dynamic ones included', () => {
    const code = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from '../c';",
      "export { d } from './d.js';",
      "export * from './e';",
      "export type { F } from './f';",
      "type G = import('./g').G;",
      "const h = () => import('./h');",
      'const i = (lang: string) => import(`./messages/${lang}.ts`);',
      "const j = import.meta.glob('./pages/*.tsx');",
      "import k = require('./k');",
      "import express from 'express';",
      "import './side-effect';",
    ].join('\n');
    expect(specifiersOf('x.ts', code).sort()).toEqual(['../c', './a', './b', './d.js', './e', './f', './g', './h', './k', './messages/*.ts', './pages/*.tsx', './side-effect', 'express']);
    // Not an import: a string that only mentions a path or an import, a call that is not import(), a comment.
    expect(specifiersOf('x.ts', "const path = './a'; load('./b'); const text = `import('./c')`; // import('./d')")).toEqual([]);
  });

  it('resolves a specifier as the bundler does', () => {
    const files = new Set(['server/app.ts', 'server/features.ts', 'server/ssr/index.ts', 'src/app.tsx', 'shared/messages/en.ts', 'shared/messages/es.ts', 'shared/messages/sub/x.ts']);
    expect(resolveSpecifier('server/ssr/x.ts', '../features', files)).toEqual(['server/features.ts']);
    expect(resolveSpecifier('server/app.ts', './features.js', files)).toEqual(['server/features.ts']);
    expect(resolveSpecifier('server/app.ts', './features.ts', files)).toEqual(['server/features.ts']);
    expect(resolveSpecifier('server/app.ts', './ssr', files)).toEqual(['server/ssr/index.ts']);
    expect(resolveSpecifier('src/main.tsx', './app', files)).toEqual(['src/app.tsx']);
    expect(resolveSpecifier('server/app.ts', 'express', files)).toEqual([]);
    expect(resolveSpecifier('server/app.ts', './no-such-module', files)).toEqual([]);
    expect(resolveSpecifier('src/main.tsx', './styles.css', files)).toEqual([]);
    // A wildcard stands for every file it matches in its folder (not in the folders below).
    expect(resolveSpecifier('server/i18n/x.ts', '../../shared/messages/*.ts', files)).toEqual(['shared/messages/en.ts', 'shared/messages/es.ts']);
    expect(resolveSpecifier('server/i18n/x.ts', '../../shared/*/en.ts', files)).toEqual([]);
  });

  it('names one circle per knot, the shortest way round from its first module', () => {
    const graph: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'x.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', ['b.ts']],
      ['x.ts', ['y.ts']],
      ['y.ts', []],
      ['self.ts', ['self.ts']],
      ['p.ts', ['q.ts']],
      ['q.ts', ['p.ts']],
    ]);
    expect(importCircles(graph)).toEqual([
      { circle: ['a.ts', 'b.ts', 'c.ts', 'a.ts'], modules: 4 },
      { circle: ['p.ts', 'q.ts', 'p.ts'], modules: 2 },
      { circle: ['self.ts', 'self.ts'], modules: 1 },
    ]);
    expect(importCircles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });
});
