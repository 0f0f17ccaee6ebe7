// Parses input with a shared zod schema; failures become a VALIDATION_FAILED AppError naming each field.
import type { z } from 'zod';
import { validationError } from '../errors';

/** { field: message } from zod issues; the first message of each field wins. */
export function fieldsFromIssues(issues: ReadonlyArray<z.core.$ZodIssue>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    fields[key] ??= issue.path.length ? issue.message : 'Request body must be a JSON object.';
  }
  return fields;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(fieldsFromIssues(result.error.issues));
}
