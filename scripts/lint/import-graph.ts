// The sources' import graph, read with TypeScript's own parser, and its circles (STYLE.md principle 20): a module
// that reaches itself through its imports, type-only ones included (a type closes a circle too: two layers that
// share a type each depend on the other). Used by import-circles.test.ts.
//
// An edge is every import whose specifier the parser sees as a string: `import` and `import type`, `export … from`,
// `import x = require()`, a type's `import('…')`, and a dynamic `import('…')`. Dynamic ones count: a chunk loaded
// later is still code that needs the other module to exist and to agree with it, so a lazy import is no way out of a
// circle. A specifier made at run time (`import(\`./messages/${lang}.ts\`)`, `import.meta.glob('./messages/*.ts')`)
// stands for every source file its wildcard matches in that folder. Only relative specifiers are followed (packages
// are not ours); one resolves like the bundler: the file itself, `.js` written for `.ts`, or with `.ts`, `.tsx`,
// `/index.ts`, `/index.tsx` added. An import of a file that is not a source (JSON, CSS) is no edge.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import ts from 'typescript';

/** Each source file (its path from the root, with `/`) and the source files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.tsx?$/;
const toPosix = (path: string) => path.split(sep).join('/');

/** The specifiers a module imports, as written (a wildcard stands for each part made at run time). */
export function specifiersOf(fileName: string, text: string): string[] {
  // TypeScript's import scanner (what its language service uses to find a file's imports): static and dynamic ones,
  // type-only ones and `require`, several times faster than a full parse.
  const found = ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
  // The few modules that make a specifier at run time are parsed in full.
  if (/import\s*\(\s*`|import\.meta\.glob/.test(text)) found.push(...runTimeSpecifiers(fileName, text));
  return found;
}

/** `import(\`./x/${y}.ts\`)` and `import.meta.glob('./x/*.ts')` as the patterns `./x/*.ts`. */
function runTimeSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isTemplateExpression(node)) found.push(node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join(''));
    else if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.includes('*')) found.push(node.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || isImportMetaGlob(node.expression))) {
      const first = node.arguments[0];
      if (first && ts.isArrayLiteralExpression(first)) first.elements.forEach(add);
      else add(first);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isImportMetaGlob(expression: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(expression) && expression.name.text === 'glob' && ts.isMetaProperty(expression.expression) && expression.expression.name.text === 'meta';
}

/**
 * The files of `files` (paths from the root, with `/`) that a relative specifier names from `fromFile`: one, or every
 * one a wildcard matches; none for a package, or for a file that is not among them (JSON, CSS, an excluded test).
 */
export function resolveSpecifier(fromFile: string, specifier: string, files: ReadonlySet<string>): string[] {
  if (!specifier.startsWith('.')) return [];
  const target = posix.join(posix.dirname(fromFile), specifier);
  if (specifier.includes('*')) {
    // Only a wildcard in the file name is followed: a made-up folder would be a guess.
    const folder = posix.dirname(target);
    if (folder.includes('*')) return [];
    const name = new RegExp(`^${escapeRegExp(folder)}/${target.slice(folder.length + 1).split('*').map(escapeRegExp).join('[^/]*')}$`);
    return [...files].filter((file) => name.test(file));
  }
  const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  const found = candidates.find((candidate) => files.has(candidate));
  return found ? [found] : [];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The import graph of the `.ts`/`.tsx` files under `folders` of `root` that `include` keeps (paths from the root). */
export function importGraph(root: string, folders: readonly string[], include: (path: string) => boolean): ImportGraph {
  const files = folders
    .flatMap((folder) => readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((entry) => toPosix(join(folder, entry))))
    .filter((path) => SOURCE.test(path) && !path.split('/').includes('node_modules') && include(path))
    .sort();
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiersOf(file, readFileSync(join(root, file), 'utf8')).flatMap((specifier) => resolveSpecifier(file, specifier, known));
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** The strongly connected components that are circles (two modules or more, or one that imports itself), Tarjan's way. */
function circularComponents(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return components;
}

/** The shortest way from `start` back to itself inside `members` (breadth first): `[start, …, start]`. */
function shortestCircle(graph: ImportGraph, start: string, members: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path: string[] = [];
        for (let step = node; step !== start; step = cameFrom.get(step)!) path.unshift(step);
        return [start, ...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** One circle per strongly connected component, from its first module (by name) back to it: `[a, b, …, a]`. */
export function importCircles(graph: ImportGraph): { circle: string[]; modules: number }[] {
  return circularComponents(graph)
    .map((component) => ({ circle: shortestCircle(graph, component[0]!, new Set(component)), modules: component.length }))
    .sort((a, b) => a.circle[0]!.localeCompare(b.circle[0]!));
}
