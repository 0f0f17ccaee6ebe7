// Menu highlights for a day: the scheduled ones, else the items flagged as standing highlights; and the staff's schedule.
import { QueryOrder } from '@mikro-orm/core';
import {
  HOME_HIGHLIGHT_LIMIT,
  MAX_HIGHLIGHT_POSITION,
  type HighlightCard,
  type HighlightCopyData,
  type HighlightDay,
  type HighlightDayData,
  type HighlightListQueryData,
  type HighlightReorderData,
  type HighlightsQueryData,
  type HighlightUpsertData,
  type ScheduledDayRow,
  type ScheduledHighlightDto,
  type StandingHighlight,
} from '../../../../shared/schemas/highlights';
import type { Page } from '../../../../shared/schemas/paging';
import { shownPlanRows } from '../../../../shared/rules/highlight-plan';
import { formatPriceWithCents, roundMoney } from '../../../../shared/rules/price';
import { byOrderThenId } from '../../../../shared/rules/sorting';
import { site } from '../../../../shared/config/site';
import { DEFAULT_LANG, type Lang } from '../../../../shared/config/languages';
import { cleanTranslations, localized, readTranslations, storedTranslations } from '../../../../shared/rules/translations';
import { CATEGORY_TRANSLATED_FIELDS } from '../../../../shared/schemas/catalog';
import { MENU_ITEM_TRANSLATED_FIELDS } from '../../../../shared/schemas/menu';
import { HIGHLIGHT_TRANSLATED_FIELDS } from '../../../../shared/schemas/highlights';
import type { Ctx } from '../../../context';
import { AppError, notFound, validationError } from '../../../errors';
import { findPage } from '../../../lib/paging';
import { barToday } from '../../../lib/bar-date';
import { MenuItem, type IMenuItem } from '../menu-item.entity';
import { ScheduledHighlight, type IScheduledHighlight } from './scheduled-highlight.entity';

const DEFAULT_LIMIT = 50;
const BY_POSITION = [{ position: QueryOrder.ASC }, { id: QueryOrder.ASC }] as const;

/** A dish's words in the guest's language (its own where staff gave no translation). */
function dishIn(item: IMenuItem, language: Lang) {
  const own = { name: item.name, description: item.description ?? null, menuHighlightTag: item.menuHighlightTag ?? null };
  return localized(own, readTranslations(item.translations), language, MENU_ITEM_TRANSLATED_FIELDS);
}

/** A scheduled record's tag in the guest's language: its override (translated), else the dish's own tag. */
function scheduledTag(row: IScheduledHighlight, language: Lang): string | null {
  if (!row.tagOverride) return dishIn(row.item, language).menuHighlightTag;
  return localized({ tagOverride: row.tagOverride }, readTranslations(row.translations), language, HIGHLIGHT_TRANSLATED_FIELDS).tagOverride;
}

function toCard(item: IMenuItem, position: number, tag: string | null, language: Lang = DEFAULT_LANG): HighlightCard {
  const price = roundMoney(Number(item.price));
  const dish = dishIn(item, language);
  return {
    id: item.id,
    name: dish.name,
    desc: dish.description,
    price,
    priceFormatted: formatPriceWithCents(price, site.currency, language),
    image: item.image ?? null,
    tag,
    position,
    category: localized({ name: item.category.name }, readTranslations(item.category.translations), language, CATEGORY_TRANSLATED_FIELDS).name,
    categorySlug: item.category.slug,
  };
}

/**
 * What the home page shows on a day, and where it comes from: the day's plan when any of it shows (the shared rule,
 * shared/rules/highlight-plan.ts), else the standing highlights.
 */
async function cardsShownOn(ctx: Ctx, day: string, max: number, language: Lang = DEFAULT_LANG): Promise<Pick<HighlightDay, 'source' | 'cards'>> {
  const planned = await ctx.em.find(ScheduledHighlight, { date: day }, { populate: ['item', 'item.category'] });
  const shown = shownPlanRows(planned.map((row) => ({ id: row.id, position: row.position, active: row.active, itemAvailable: row.item.available, row })));
  if (shown.length > 0) {
    return { source: 'scheduled', cards: shown.slice(0, max).map(({ row: s }) => toCard(s.item, s.position, scheduledTag(s, language), language)) };
  }

  const standing = await standingInOrder(ctx, { available: true });
  const cards = standing.slice(0, max).map((item, index) => toCard(item, index + 1, dishIn(item, language).menuHighlightTag, language));
  return { source: 'fallback', cards };
}

/** The dishes flagged as standing highlights, in the home page's order (display order, then id). */
async function standingInOrder(ctx: Ctx, where: { available?: true } = {}): Promise<IMenuItem[]> {
  const items = await ctx.em.find(MenuItem, { menuHighlight: true, ...where }, { populate: ['category'] });
  return items.sort((a, b) => byOrderThenId({ id: a.id, order: a.displayOrder }, { id: b.id, order: b.displayOrder }));
}

export async function getHighlights(ctx: Ctx, { date, limit, lang }: HighlightsQueryData): Promise<HighlightCard[]> {
  return (await cardsShownOn(ctx, date ?? barToday(ctx), limit ?? DEFAULT_LIMIT, lang)).cards;
}

// ── Admin: the schedule ───────────────────────────────────────────────────────────────────────

/** Needs the record's item loaded (for its name). */
export function toScheduledHighlightDto(highlight: IScheduledHighlight): ScheduledHighlightDto {
  return {
    id: highlight.id,
    date: highlight.date,
    itemId: highlight.item.id,
    itemName: highlight.item.name,
    position: highlight.position,
    tagOverride: highlight.tagOverride ?? null,
    active: highlight.active,
    translations: readTranslations(highlight.translations),
  };
}

// With its dish: the activity log names the dish in what it records of a change (highlights.activity.ts).
async function requireHighlight(ctx: Ctx, id: number): Promise<IScheduledHighlight> {
  const highlight = await ctx.em.findOne(ScheduledHighlight, { id }, { populate: ['item'] });
  if (!highlight) throw notFound('Highlight');
  return highlight;
}

/** Every scheduled record (or one day's), by date, position and id. */
export function listHighlights(ctx: Ctx, { date, page, size }: HighlightListQueryData): Promise<Page<ScheduledHighlightDto>> {
  return findPage(
    ctx.em,
    ScheduledHighlight,
    { where: date ? { date } : {}, orderBy: [{ date: QueryOrder.ASC }, ...BY_POSITION], page, size, populate: ['item'] as never },
    toScheduledHighlightDto,
  );
}

async function nextPosition(ctx: Ctx, date: string): Promise<number> {
  const last = await ctx.em.findOne(ScheduledHighlight, { date }, { orderBy: { position: QueryOrder.DESC } });
  return last ? Math.min(last.position + 1, MAX_HIGHLIGHT_POSITION) : 1;
}

/**
 * Schedules an item on a date, or changes its record there. A field left out keeps the stored value; a new
 * record without a position goes after the day's last one.
 */
export async function upsertHighlight(ctx: Ctx, { date, itemId, position, tagOverride, active, translations }: HighlightUpsertData): Promise<ScheduledHighlightDto> {
  const item = await ctx.em.findOne(MenuItem, { id: itemId });
  if (!item) throw new AppError('NOT_FOUND', 'Menu item not found.', { itemId: 'Menu item not found.' });
  let highlight = await ctx.em.findOne(ScheduledHighlight, { date, item });
  if (highlight) {
    if (position !== undefined) highlight.position = position;
    if (tagOverride !== undefined) highlight.tagOverride = tagOverride;
    if (active !== undefined) highlight.active = active;
    if (translations !== undefined) highlight.translations = storedTranslations(translations, HIGHLIGHT_TRANSLATED_FIELDS);
  } else {
    highlight = ctx.em.create(ScheduledHighlight, {
      date,
      item,
      position: position ?? (await nextPosition(ctx, date)),
      tagOverride: tagOverride ?? null,
      active: active ?? true,
      translations: storedTranslations(translations, HIGHLIGHT_TRANSLATED_FIELDS),
    });
  }
  await ctx.em.flush();
  return toScheduledHighlightDto(highlight);
}

export async function setHighlightActive(ctx: Ctx, id: number, active: boolean): Promise<void> {
  const highlight = await requireHighlight(ctx, id);
  highlight.active = active;
  await ctx.em.flush();
}

export async function deleteHighlight(ctx: Ctx, id: number): Promise<void> {
  ctx.em.remove(await requireHighlight(ctx, id));
  await ctx.em.flush();
}

/** New positions for some of a day's highlights: all of them change, or (on any stranger) none. */
export async function reorderHighlights(ctx: Ctx, { date, positions }: HighlightReorderData): Promise<void> {
  const ids = positions.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length) throw validationError({ positions: 'Positions must name each highlight only once.' });
  await ctx.em.transactional(async (em) => {
    const rows = new Map((await em.find(ScheduledHighlight, { id: { $in: ids } }, { populate: ['item'] })).map((row) => [row.id, row]));
    const strangers = ids.filter((id) => rows.get(id)?.date !== date);
    if (strangers.length > 0) throw validationError({ positions: `Positions name highlights that are not scheduled on ${date}: ${strangers.join(', ')}.` });
    for (const { id, position } of positions) rows.get(id)!.position = position;
  });
}

/** Replaces the plans of the target days with a copy of the source day's (items, positions, tags, active). */
export async function copyHighlightDay(ctx: Ctx, { from, to }: HighlightCopyData): Promise<ScheduledHighlightDto[]> {
  return ctx.em.transactional(async (em) => {
    const source = await em.find(ScheduledHighlight, { date: from }, { populate: ['item'], orderBy: [...BY_POSITION] });
    // Removed through the unit of work (not nativeDelete), so the flush moves the content version on even when the
    // source day is empty; flushed before the copies are made, as a copy may take the (date, item) of a row it replaces.
    em.remove(await em.find(ScheduledHighlight, { date: { $in: to } }, { populate: ['item'] }));
    await em.flush();
    const copies = [...to].sort().flatMap((date) =>
      source.map((s) => em.create(ScheduledHighlight, { date, item: s.item, position: s.position, tagOverride: s.tagOverride ?? null, active: s.active, translations: s.translations ?? null })),
    );
    await em.flush();
    return copies.map(toScheduledHighlightDto);
  });
}

function toScheduledDayRow(highlight: IScheduledHighlight): ScheduledDayRow {
  return { ...toScheduledHighlightDto(highlight), itemAvailable: highlight.item.available, itemTag: highlight.item.menuHighlightTag ?? null };
}

/**
 * For the admin: exactly what the home page shows on the date, and the records scheduled for it. Without a date
 * it is the bar's today, and the answer says which date that was.
 */
export async function getHighlightDay(ctx: Ctx, { date }: HighlightDayData): Promise<HighlightDay> {
  const today = barToday(ctx);
  const day = date ?? today;
  const shown = await cardsShownOn(ctx, day, HOME_HIGHLIGHT_LIMIT);
  const scheduled = await ctx.em.find(ScheduledHighlight, { date: day }, { populate: ['item'], orderBy: [...BY_POSITION] });
  return { date: day, today, ...shown, scheduled: scheduled.map(toScheduledDayRow) };
}

/**
 * For the admin: every dish flagged as a standing highlight, available or not, in the home page's order, with the
 * place each takes on a day without a schedule (the same rule as the fallback cards).
 */
export async function listStandingHighlights(ctx: Ctx): Promise<StandingHighlight[]> {
  let shown = 0;
  return (await standingInOrder(ctx)).map((item) => {
    const shownAt = item.available && shown < HOME_HIGHLIGHT_LIMIT ? ++shown : null;
    const { priceFormatted, price, category, image, tag } = toCard(item, 0, item.menuHighlightTag ?? null);
    // The dish's translations of its tag alone (the twin beside the tag).
    const translations = cleanTranslations(readTranslations(item.translations), ['menuHighlightTag']);
    return { id: item.id, name: item.name, category, price, priceFormatted, image, tag, translations, available: item.available, shownAt };
  });
}
