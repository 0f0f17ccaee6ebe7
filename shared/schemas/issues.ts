// zod issues as the contract's `fields`: { field: message }, the first message of each field winning.
import type { z } from 'zod';

export function fieldsFromIssues(issues: ReadonlyArray<z.core.$ZodIssue>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    fields[key] ??= issue.path.length ? issue.message : 'Request body must be a JSON object.';
  }
  return fields;
}
