// Unique names and slugs for factory rows: a counter per test file plus a run tag, so files never collide.
import { randomBytes } from 'node:crypto';

const runTag = randomBytes(3).toString('hex');
let counter = 0;

export function nextId(): number {
  counter += 1;
  return counter;
}

/** "Prefix 7 a1b2c3" and its slug "prefix-7-a1b2c3". */
export function uniqueName(prefix: string): { name: string; slug: string } {
  const n = nextId();
  const name = `${prefix} ${n} ${runTag}`;
  return { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') };
}
