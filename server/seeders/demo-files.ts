// Reads the demo's data files (server/seeders/demo/*.json) and checks each with its schema: a broken edit stops with
// the file, the place in it and what is wrong, in the words the admin's own forms use ("Price must be a number of 0 or
// more."), before anything is written.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { projectRoot } from '../lib/project-root';

/** Where the demo's files are: one JSON file per kind of content, their translations inside each record. */
export const DEMO_FOLDER = join(projectRoot, 'server', 'seeders', 'demo');

/** A demo file that cannot be read, is not JSON, or does not fit its schema; the message says where and why. */
export class DemoDataError extends Error {
  override name = 'DemoDataError';
}

type Path = readonly PropertyKey[];

const shownPath = (file: string) => relative(projectRoot, file) || file;

/** `[2].items[0].price`: where in the file, as a reader finds it; "(the whole file)" for its top. */
function pathText(path: Path): string {
  if (!path.length) return '(the whole file)';
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`)).join('');
}

/** The innermost record on the way to `path` that has a name ("Gambas al Ajillo"), to find the place by eye. */
function nearestName(json: unknown, path: Path): string | undefined {
  let found: string | undefined;
  let node = json;
  for (const key of [undefined, ...path]) {
    if (key !== undefined) node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (!node || typeof node !== 'object' || Array.isArray(node)) continue;
    const record = node as Record<string, unknown>;
    const name = [record.name, record.title, record.note, record.alt].find((value) => typeof value === 'string' && value.trim());
    if (typeof name === 'string') found = name;
  }
  return found;
}

/** One problem in a demo file as its message says it: the file, where in it, which record, what is wrong. */
function problemLine(json: unknown, path: Path, message: string): string {
  const name = nearestName(json, path);
  return `${pathText(path)}${name ? ` (${JSON.stringify(name)})` : ''}: ${message}`;
}

/**
 * What a feature's `seed` throws for a record the schemas cannot judge alone (a highlight naming a dish that no file
 * has): the file by name and the place in it; the seeder turns it into a DemoDataError naming the file it read.
 */
export class DemoRecordError extends Error {
  override name = 'DemoRecordError';
  constructor(
    readonly file: string,
    readonly path: Path,
    readonly problem: string,
  ) {
    super(`${file}.json, at ${pathText(path)}: ${problem}`);
  }
}

/** A DemoRecordError as the person editing the files reads it: the file's path, the place, the record's name. */
export function recordProblem(error: DemoRecordError, data: unknown, folder = DEMO_FOLDER): DemoDataError {
  return new DemoDataError(`${shownPath(join(folder, `${error.file}.json`))}, at ${problemLine(data, error.path, error.problem)}`);
}

/** The demo file `name` (`menu` → menu.json) as its schema gives it back; a DemoDataError naming the file otherwise. */
export function parseDemoFile<Schema extends z.ZodType>(name: string, schema: Schema, folder = DEMO_FOLDER): z.output<Schema> {
  const file = join(folder, `${name}.json`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `is not valid JSON: ${error.message}` : `cannot be read: ${(error as Error).message}`;
    throw new DemoDataError(`${shownPath(file)} ${reason}`);
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${problemLine(json, issue.path, issue.message)}`);
  throw new DemoDataError([`${shownPath(file)} does not fit the demo's format:`, ...lines].join('\n'));
}
