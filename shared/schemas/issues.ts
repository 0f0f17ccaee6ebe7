// zod issues as the contract's `fields`: { field: message }, the first message of each field winning.
import type { z } from 'zod';

export function fieldsFromIssues(issues: ReadonlyArray<z.core.$ZodIssue>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    // zod's own words for a body of the wrong kind mean nothing to a client; a rule on the whole body (a list of the
    // seven days) says what it wants itself.
    const wrongKind = issue.path.length === 0 && issue.code === 'invalid_type' && issue.expected === 'object';
    fields[key] ??= wrongKind ? 'Request body must be a JSON object.' : issue.message;
  }
  return fields;
}
