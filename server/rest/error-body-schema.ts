// The contract's error body as a schema, for the OpenAPI document; its codes are read from errors.ts, so they can't drift.
import { z } from 'zod';
import { STATUS_OF, type ErrorBody, type ErrorCode } from '../errors';

const ERROR_CODES = Object.keys(STATUS_OF) as [ErrorCode, ...ErrorCode[]];

export const errorBodySchema: z.ZodType<ErrorBody> = z
  .object({
    ok: z.literal(false),
    error: z.enum(ERROR_CODES).describe('The kind of failure; the HTTP status follows from it.'),
    message: z.string().describe('A sentence for people, naming the field when one is at fault.'),
    fields: z.record(z.string(), z.string()).optional().describe('For validation failures: each faulty field (dotted path) with its message.'),
    errors: z
      .array(z.object({ row: z.number().int(), column: z.string(), message: z.string() }))
      .optional()
      .describe('For a file with bad cells (the menu and drinks CSV import): each one by its record (the header row being 1) and column.'),
  })
  .meta({ id: 'Error', description: 'Every 4xx and 5xx answer of /api has this body (never a stack trace).' });
