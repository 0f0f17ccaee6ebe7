// Text that a database can store as it came: JSON may carry a lone UTF-16 surrogate ("\ud800"), which UTF-8 cannot
// hold (SQLite and PostgreSQL store U+FFFD instead), so the answer would differ from what was saved. Such input is
// refused once for every field, on both transports, before any schema or service sees it.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

interface Step {
  value: unknown;
  key: string | number | null;
  parent: Step | null;
}

function pathOf(step: Step): string {
  const keys: (string | number)[] = [];
  for (let at: Step | null = step; at && at.key !== null; at = at.parent) keys.unshift(at.key);
  return keys.length > 0 ? keys.join('.') : 'body';
}

/**
 * Where in a parsed JSON value the first text with a lone surrogate sits ("name", "data.name", "tags.1"), as the
 * contract's `fields` names a field; "body" for the value itself; null when every text is well formed. A loop, not
 * recursion: a body may nest thousands of levels deep.
 */
export function illFormedTextField(value: unknown): string | null {
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (hasLoneSurrogate(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], key: index, parent: step });
    } else if (isPlainObject(current)) {
      const entries = Object.entries(current);
      if (entries.some(([key]) => hasLoneSurrogate(key))) return pathOf(step);
      for (let index = entries.length - 1; index >= 0; index -= 1) stack.push({ value: entries[index]![1], key: entries[index]![0], parent: step });
    }
  }
  return null;
}

export function illFormedTextMessage(field: string): string {
  return `${field} contains a broken character (a lone UTF-16 surrogate); send valid Unicode text.`;
}
