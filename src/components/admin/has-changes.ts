// Whether a form holds unsaved changes: its values against what was loaded (or the empty form).

/** True when the values differ from the loaded ones (plain form data: strings, numbers, booleans, arrays, objects). */
export function hasChanges(initial: unknown, values: unknown): boolean {
  return JSON.stringify(initial) !== JSON.stringify(values);
}
