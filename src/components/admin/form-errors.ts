// What a failed save tells the form: the server's message, and its per-field messages (fields named as in the schema),
// each in the admin's language (server-text.ts).
import { TRPCClientError } from '@trpc/client';
import { DEFAULT_LANG, TRANSLATION_LANGUAGES } from '../../../shared/config/languages';
import { errorMessage } from '../../lib/trpc-errors';
import { adminLang, adminTranslate } from '../../i18n/admin-language';
import { serverText } from './server-text';

export interface SaveFailure {
  message: string;
  fields: Record<string, string>;
}

/** A message the server (or a shared schema checked in the browser) wrote, in the admin's language. */
export function inAdminLanguage(message: string): string {
  return serverText(message, adminTranslate(), adminLang() ?? DEFAULT_LANG);
}

export function saveFailure(error: unknown, fallback: string): SaveFailure {
  const data: unknown = error instanceof TRPCClientError ? error.data : null;
  const raw = data && typeof data === 'object' ? (data as { fields?: unknown }).fields : null;
  const fields: Record<string, string> = {};
  if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw)) {
      // tRPC inputs may wrap the record ({ id, data: { … } }): "data.title" is the form's "title".
      if (typeof value === 'string') fields[key.replace(/^data\./, '')] = inAdminLanguage(value);
    }
  }
  return { message: inAdminLanguage(errorMessage(error, fallback)), fields };
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
