// What a failed save tells the form: the server's message, and its per-field messages (fields named as in the schema).
import { TRPCClientError } from '@trpc/client';
import { TRANSLATION_LANGUAGES } from '../../../shared/config/languages';
import { errorMessage } from '../../lib/trpc-errors';

export interface SaveFailure {
  message: string;
  fields: Record<string, string>;
}

export function saveFailure(error: unknown, fallback: string): SaveFailure {
  const data: unknown = error instanceof TRPCClientError ? error.data : null;
  const raw = data && typeof data === 'object' ? (data as { fields?: unknown }).fields : null;
  const fields: Record<string, string> = {};
  if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw)) {
      // tRPC inputs may wrap the record ({ id, data: { … } }): "data.title" is the form's "title".
      if (typeof value === 'string') fields[key.replace(/^data\./, '')] = value;
    }
  }
  return { message: errorMessage(error, fallback), fields };
}

/** The messages on `field`'s translations (`translations.<lang>.<field>`), in the languages' order; empty when none. */
export function translationErrors(fields: Readonly<Record<string, string>>, field: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const path = `translations.${language}.${field}`;
    if (fields[path] !== undefined) found[path] = fields[path];
  }
  return found;
}
