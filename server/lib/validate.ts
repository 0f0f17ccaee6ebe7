// Parses input with a shared zod schema; failures become a VALIDATION_FAILED AppError naming each field.
import type { z } from 'zod';
import { fieldsFromIssues } from '../../shared/schemas/issues';
import { validationError } from '../errors';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(fieldsFromIssues(result.error.issues));
}
