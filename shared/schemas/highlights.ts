// Menu highlights: the home page's cards for a day (public read) and the staff's schedule (admin).
import { z } from 'zod';
import { flagValue } from './catalog';
import { booleanFlag, intInRange, isoDate, optionalText, recordId } from './fields';
import { pageQuery, pageSchema } from './paging';
import { langParam, optionalTranslationsInput, translationsDto, type WithTranslations } from './translations';
import type { Translations } from '../rules/translations';

import { HOME_HIGHLIGHT_LIMIT } from '../rules/home-highlights';

export { HOME_HIGHLIGHT_LIMIT };

// ── Public read: GET /api/highlights ─────────────────────────────────────────────────────────
export const highlightsQuery = z.object({
  date: isoDate('Date').optional(),
  limit: intInRange('Limit', 1, 50).optional(),
  lang: langParam,
});
export type HighlightsQuery = z.input<typeof highlightsQuery>;
export type HighlightsQueryData = z.output<typeof highlightsQuery>;

export const highlightCard = z.object({
  /** The menu item's id. */
  id: z.number().int(),
  name: z.string(),
  desc: z.string().nullable(),
  price: z.number(),
  priceFormatted: z.string(),
  image: z.string().nullable(),
  tag: z.string().nullable(),
  position: z.number().int(),
  /** The menu category's name, and its slug (the menu page's anchor for it). */
  category: z.string(),
  categorySlug: z.string(),
});
export type HighlightCard = z.infer<typeof highlightCard>;

// ── Admin ─────────────────────────────────────────────────────────────────────────────────────
export const MAX_HIGHLIGHT_POSITION = 10_000;

/** What guests read of a scheduled highlight: its tag override (the dish's own tag translates with the dish). */
export const HIGHLIGHT_TRANSLATABLE = { tagOverride: { label: 'Tag override', max: 60 } } as const;
export const HIGHLIGHT_TRANSLATED_FIELDS = ['tagOverride'] as const;

export const scheduledHighlightDto = z.object({
  id: z.number().int(),
  date: z.string().meta({ format: 'date' }),
  itemId: z.number().int(),
  itemName: z.string(),
  position: z.number().int(),
  tagOverride: z.string().nullable(),
  active: z.boolean(),
  translations: translationsDto(HIGHLIGHT_TRANSLATABLE),
}).meta({ id: 'ScheduledHighlight', description: 'A dish planned on the home page for one day.' });
export type ScheduledHighlightDto = z.infer<typeof scheduledHighlightDto>;

/** GET /api/admin/highlights?date&page&size: one day, or every day when no date is given. */
export const highlightListQuery = pageQuery.omit({ q: true }).extend({ date: isoDate('Date').optional() });
export type HighlightListQuery = z.input<typeof highlightListQuery>;
export type HighlightListQueryData = z.output<typeof highlightListQuery>;
export const highlightPage = pageSchema(scheduledHighlightDto).meta({ id: 'ScheduledHighlightPage' });

/**
 * Upsert by (date, itemId). A field left out keeps its stored value (or its default on a new record:
 * position after the day's last, no tag override, active); an empty tag override clears it.
 */
export const highlightUpsertInput = z.object({
  date: isoDate('Date'),
  itemId: recordId('Item'),
  position: intInRange('Position', 0, MAX_HIGHLIGHT_POSITION).optional(),
  tagOverride: optionalText('Tag override', 60).optional(),
  active: booleanFlag('Active').optional(),
  translations: optionalTranslationsInput(HIGHLIGHT_TRANSLATABLE),
}).meta({ id: 'HighlightUpsertInput' });
export type HighlightUpsertInput = z.input<typeof highlightUpsertInput>;
export type HighlightUpsertData = WithTranslations<z.output<typeof highlightUpsertInput>>;

const positionEntry = z.object({ id: recordId('Highlight'), position: intInRange('Position', 0, MAX_HIGHLIGHT_POSITION) });

/** "5:1,7:2" (the query-string form) → [{ id: 5, position: 1 }, { id: 7, position: 2 }]. */
function positionsFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [id, position] = pair.split(':');
      return { id: id?.trim(), position: position?.trim() };
    });
}

export const highlightReorderInput = z.object({
  date: isoDate('Date'),
  positions: z.preprocess(
    positionsFromText,
    z
      .array(positionEntry, { error: 'Positions must be a list of { id, position }.' })
      .min(1, { error: 'Positions must name at least one highlight.' })
      .max(500, { error: 'Positions may name at most 500 highlights.' }),
  ),
}).meta({ id: 'HighlightReorderInput' });
export type HighlightReorderInput = z.input<typeof highlightReorderInput>;
export type HighlightReorderData = z.output<typeof highlightReorderInput>;

/** Copies one day's plan onto other days (replacing what they had). */
export const highlightCopyInput = z
  .object({
    from: isoDate('From'),
    to: z
      .array(isoDate('To'), { error: 'To must be a list of dates.' })
      .min(1, { error: 'To must name at least one date.' })
      .max(62, { error: 'To may name at most 62 dates.' })
      .transform((dates) => [...new Set(dates)]),
  })
  // Replacing the source day with itself would first empty it.
  .refine((input) => !input.to.includes(input.from), { path: ['to'], error: 'To must not include the day copied from.' });
export type HighlightCopyInput = z.input<typeof highlightCopyInput>;
export type HighlightCopyData = z.output<typeof highlightCopyInput>;

/** PATCH /api/admin/highlights/{id}/active?value=true|false */
export const highlightActiveQuery = flagValue;

// tRPC inputs (REST takes the id from the path).
export const highlightIdInput = z.object({ id: recordId('Highlight') });
export const highlightActiveInput = highlightIdInput.extend(flagValue.shape);
/** The admin's day: a date, or none for the bar's today (the server's clock in its TIME_ZONE, never the staff's device). */
export const highlightDayInput = z.object({ date: isoDate('Date').optional() });
export type HighlightDayInput = z.input<typeof highlightDayInput>;
export type HighlightDayData = z.output<typeof highlightDayInput>;

/** A scheduled record as the admin's day lists it: with what the dish itself says (on the menu now? its own tag). */
export interface ScheduledDayRow extends ScheduledHighlightDto {
  /** False while the dish is off the menu: the record is kept but the home page skips it. */
  itemAvailable: boolean;
  /** The dish's own highlight tag, shown when the record has no tag override. */
  itemTag: string | null;
}

/** The admin's view of one day: what the home page shows (scheduled or the standing fallback) and the schedule itself. */
export interface HighlightDay {
  /** The day described: the one asked for, or the bar's today. */
  date: string;
  /** The bar's today when the answer was made, so the screen can say "today" without the device's clock. */
  today: string;
  /** Where the cards come from: the day's schedule, or the items flagged as standing highlights. */
  source: 'scheduled' | 'fallback';
  cards: HighlightCard[];
  /** Every record scheduled for the day, active or not, by position. */
  scheduled: ScheduledDayRow[];
}

/** A dish flagged as a standing highlight (shown on days without an active schedule), in the home page's order. */
export interface StandingHighlight {
  /** The menu item's id. */
  id: number;
  name: string;
  category: string;
  price: number;
  priceFormatted: string;
  image: string | null;
  /** The dish's highlight tag. */
  tag: string | null;
  /** The tag's translations (`{ "es": { "menuHighlightTag": "…" } }`): the dish's translations of its tag alone. */
  translations: Translations;
  available: boolean;
  /** Its place on the home page on a day without a schedule; null when it is not shown (off the menu, or past the limit). */
  shownAt: number | null;
}
