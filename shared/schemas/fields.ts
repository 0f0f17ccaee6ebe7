// Field builders whose error messages name the field, so every 400 says what to fix.
import { z } from 'zod';
import { isIsoDate } from '../rules/dates';

function typed(label: string, kind: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be ${kind}.`);
}

/** Trimmed text that must not be empty. */
export function requiredText(label: string, max: number, min = 1) {
  return z
    .string({ error: typed(label, 'text') })
    .trim()
    .min(1, { error: `${label} is required.` })
    .min(min, { error: `${label} must be at least ${min} characters.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

/** Trimmed optional text; empty, missing or null becomes null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));
}

export function isoDate(label: string) {
  return z
    .string({ error: typed(label, 'a date (YYYY-MM-DD)') })
    .refine(isIsoDate, { error: `${label} must be a valid date (YYYY-MM-DD).` });
}

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
