// Field builders whose error messages name the field, so every 400 says what to fix.
import { z } from 'zod';
import { isIsoDate } from '../rules/dates';
import { isContactLink, isSecureWebAddress, isSitePath, isWebAddress } from '../rules/link-targets';

function typed(label: string, kind: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be ${kind}.`);
}

/**
 * True when the text has no NUL character. No database keeps one in text (PostgreSQL refuses it, SQLite cuts the
 * statement there), so every text field refuses it up front with a 400 naming the field.
 */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

export function nulMessage(label: string): string {
  return `${label} must not contain a NUL character.`;
}

/** Trimmed text that must not be empty. */
export function requiredText(label: string, max: number, min = 1) {
  return z
    .string({ error: typed(label, 'text') })
    .trim()
    .min(1, { error: `${label} is required.` })
    .min(min, { error: `${label} must be at least ${min} characters.` })
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine(hasNoNul, { error: nulMessage(label) });
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Required text shown on one line (a name, a banner): no line break, tab or other control character. */
export function oneLineText(label: string, max: number) {
  return requiredText(label, max).refine((value) => !CONTROL_CHARACTER.test(value), { error: `${label} must be one line, without line breaks or tabs.` });
}

/** Trimmed optional text; empty, missing or null becomes null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine(hasNoNul, { error: nulMessage(label) })
    .nullish()
    .transform((value) => (value ? value : null));
}

export function isoDate(label: string) {
  return z
    .string({ error: typed(label, 'a date (YYYY-MM-DD)') })
    .refine(isIsoDate, { error: `${label} must be a valid date (YYYY-MM-DD).` })
    .meta({ format: 'date' });
}

/** An instant in an answer: ISO-8601 UTC text, e.g. "2026-11-22T18:30:00.000Z". */
export const instantText = () => z.string().meta({ format: 'date-time' });

/** A whole number in a range; accepts query-string text ("5") as well as numbers. */
export function intInRange(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

/** A boolean; accepts query-string "true" / "false" as well as booleans. */
export function booleanFlag(label: string) {
  return z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `${label} must be true or false.` }),
  );
}

/** Empty text from a form or a query string counts as "not given". */
const blankToNull = (value: unknown) => (value === '' || (typeof value === 'string' && value.trim() === '') ? null : value);

/** A whole number in a range, or null (also for "" and a missing value). */
export function optionalIntInRange(label: string, min: number, max: number) {
  return z.preprocess(blankToNull, intInRange(label, min, max).nullish()).transform((value) => value ?? null);
}

/** A number (decimals allowed) in a range, or null; accepts "13.5" as well as 13.5. */
export function optionalNumberInRange(label: string, min: number, max: number) {
  const message = `${label} must be a number from ${min} to ${max}.`;
  return z
    .preprocess(
      (value) => {
        const blank = blankToNull(value);
        return typeof blank === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(blank) ? Number(blank) : blank;
      },
      z.number({ error: message }).min(min, { error: message }).max(max, { error: message }).nullish(),
    )
    .transform((value) => value ?? null);
}

/** An optional YYYY-MM-DD date; empty becomes null. */
export function optionalIsoDate(label: string) {
  return z.preprocess(blankToNull, isoDate(label).nullish()).transform((value) => value ?? null);
}

/** The largest record id: ids are 32-bit integers on every engine (PostgreSQL's `integer`); a larger one names no record. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id in a tRPC input (REST ids come from the path and are checked there). */
export function recordId(label: string) {
  // A larger id than any record has is an unknown record (404), like any other id without one (tests/api/database-rules).
  return intInRange(label, 1, Number.MAX_SAFE_INTEGER);
}

// Addresses staff may enter: a path on this site ("/menu", "/uploads/…"), or an http(s) address. Never
// javascript:, data:, or a "path" a browser reads as another host ("//host", "/\\host"): shared/rules/link-targets.ts.
function addressText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine(hasNoNul, { error: nulMessage(label) });
}

/** An image address: a site path or an http(s) URL. */
export function requiredImageUrl(label: string, max = 500) {
  return requiredText(label, max).refine((value) => isSitePath(value) || isWebAddress(value), {
    error: `${label} must be a path on this site (/images/…) or an http(s) address.`,
  });
}

/** An optional image address; empty becomes null. */
export function optionalImageUrl(label: string, max = 500) {
  return addressText(label, max)
    .refine((value) => value === '' || isSitePath(value) || isWebAddress(value), {
      error: `${label} must be a path on this site (/images/…) or an http(s) address.`,
    })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A photo's address: a site path (/uploads/…, /images/…) or an https URL, never plain http. */
export function requiredPhotoUrl(label: string, max = 500) {
  return requiredText(label, max).refine((value) => isSitePath(value) || isSecureWebAddress(value), {
    error: `${label} must be a path on this site (/uploads/…) or an https address.`,
  });
}

/** An optional photo address (a site path or https); empty becomes null. */
export function optionalPhotoUrl(label: string, max = 500) {
  return addressText(label, max)
    .refine((value) => value === '' || isSitePath(value) || isSecureWebAddress(value), {
      error: `${label} must be a path on this site (/uploads/…) or an https address.`,
    })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional link target for a button: a site path, an http(s) address, mailto: or tel:; empty becomes null. */
export function optionalLink(label: string, max = 500) {
  return addressText(label, max)
    .refine((value) => value === '' || isSitePath(value) || isWebAddress(value) || isContactLink(value), {
      error: `${label} must be a path on this site (/menu), an http(s) address, mailto: or tel:.`,
    })
    .nullish()
    .transform((value) => (value ? value : null));
}
