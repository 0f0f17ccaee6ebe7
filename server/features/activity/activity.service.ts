// Reading the activity log: newest first, by person and by kind, paged in the database. The entries themselves
// are written by the flush that makes each change (server/activity-log/activity-recorder.ts).
import { QueryOrder, raw, type FilterQuery } from '@mikro-orm/core';
import type { ActivityEntity } from '../../../shared/rules/activity-kinds';
import type { ActivityEntryDto, ActivityListQueryData, ActivityPerson, ActivityScreenEntry } from '../../../shared/schemas/activity';
import type { Page } from '../../../shared/schemas/paging';
import { ActivityEntry, type IActivityEntry } from '../../activity-log/activity-entry.entity';
import { describerOfKind } from '../../activity-log/activity-recorder';
import type { Ctx } from '../../context';
import { findPage } from '../../lib/paging';
import { DEFAULT_LANG } from '../../../shared/config/languages';
import { writeSentence, type LogWords, type Sentence } from '../../../shared/rules/activity-sentences';
import { requireUser } from '../../auth/authenticate';
import { StaffUser } from '../../auth/staff-user.entity';
import { loadLogWords, RECORDED_CATALOG, RECORDED_WORDS } from '../../i18n/log-words';
import { readBackSentence } from '../../../shared/rules/activity-read-back';

/** Newest first; the id settles entries of the same millisecond (the (at, id) index serves it). */
const NEWEST_FIRST = [{ at: QueryOrder.DESC }, { id: QueryOrder.DESC }];

/**
 * An entry's sentence in the reader's language, written from what happened. An entry from before the log kept that
 * has its English sentence only: read back into what it was written from (shared/rules/activity-read-back.ts), and
 * kept as written where it does not read back whole.
 */
function sentenceOf(entry: IActivityEntry, words: LogWords): string {
  try {
    if (entry.detail) return writeSentence(JSON.parse(entry.detail) as Sentence, words);
    if (words.lang === RECORDED_WORDS.lang) return entry.summary;
    const read = readBackSentence(entry.summary, RECORDED_CATALOG);
    return read ? writeSentence(read, words) : entry.summary;
  } catch {
    return entry.summary;
  }
}

export function toActivityEntryDto(entry: IActivityEntry, words: LogWords = RECORDED_WORDS): ActivityEntryDto {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: entry.actorId === null || entry.actorId === undefined ? null : { id: entry.actorId, name: entry.actorName ?? '' },
    action: entry.action as ActivityEntryDto['action'],
    entity: entry.entity as ActivityEntity,
    entityId: entry.entityId ?? null,
    summary: sentenceOf(entry, words),
  };
}

/** The words of the caller's language (API.md "Activity": `summary` in the caller's `language`). */
async function readerWords(ctx: Ctx): Promise<LogWords> {
  const reader = await ctx.em.findOne(StaffUser, { id: requireUser(ctx).id }, { fields: ['language'] });
  return loadLogWords(reader?.language ?? DEFAULT_LANG);
}

export async function listActivity(ctx: Ctx, { page, size, actor, entity }: ActivityListQueryData): Promise<Page<ActivityEntryDto>> {
  const where: FilterQuery<IActivityEntry> = {};
  if (actor !== undefined) where.actorId = actor;
  if (entity !== undefined) where.entity = entity;
  const words = await readerWords(ctx);
  return findPage(ctx.em, ActivityEntry, { where, orderBy: NEWEST_FIRST, page, size }, (entry) => toActivityEntryDto(entry, words));
}

/** The ids among `ids` whose record of `kind` still exists: one query for the kind. */
async function existingIds(ctx: Ctx, kind: string, ids: string[]): Promise<Set<string>> {
  const entity = describerOfKind(ctx.em, kind)?.entity;
  const meta = entity ? ctx.em.getMetadata().find(entity.meta.className) : undefined;
  const key = meta?.primaryKeys[0];
  if (!meta || !key) return new Set();
  const numeric = meta.properties[key]?.runtimeType === 'number';
  const keys = numeric ? ids.map(Number).filter(Number.isSafeInteger) : ids;
  const rows = await ctx.em.find(meta.className, { [key]: { $in: keys } } as FilterQuery<object>, { fields: [key] as never[] });
  return new Set(rows.map((row) => String((row as Record<string, unknown>)[key])));
}

/** The Activity screen's page: the contract's entries, each saying whether its record still exists (one query per kind on the page, not per entry). */
export async function listActivityForScreen(ctx: Ctx, query: ActivityListQueryData): Promise<Page<ActivityScreenEntry>> {
  const page = await listActivity(ctx, query);
  const idsByKind = new Map<string, string[]>();
  for (const entry of page.content) {
    if (entry.entityId !== null) idsByKind.set(entry.entity, [...(idsByKind.get(entry.entity) ?? []), entry.entityId]);
  }
  const existing = new Map(await Promise.all([...idsByKind].map(async ([kind, ids]) => [kind, await existingIds(ctx, kind, ids)] as const)));
  return { ...page, content: page.content.map((entry) => ({ ...entry, recordExists: entry.entityId !== null && (existing.get(entry.entity)?.has(entry.entityId) ?? false) })) };
}

/** Everyone the log names, by the name of their latest entry (a removed member included), by name. */
export async function listActivityPeople(ctx: Ctx): Promise<ActivityPerson[]> {
  const latest = await ctx.em
    .createQueryBuilder(ActivityEntry, 'a')
    .select([raw('max(a.id) as last_id')])
    .where({ actorId: { $ne: null } })
    .groupBy('a.actorId')
    .execute<{ last_id: number | string }[]>('all', false);
  const entries = await ctx.em.find(ActivityEntry, { id: { $in: latest.map((row) => Number(row.last_id)) } });
  return entries
    .map((entry) => ({ id: entry.actorId!, name: entry.actorName ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
