// What a domain tells the activity log about its records: which kind of record an entity is, and the sentence
// for one saved change of it. Each domain keeps its describer beside its entities (e.g. offers/offers.activity.ts);
// the feature's module hands it to the app (server/features.ts).
import type { ActivityAction, ActivityEntity } from '../../shared/rules/activity-kinds';
import type { Sentence } from '../../shared/rules/activity-sentences';
import { changedTranslations, readTranslations } from '../../shared/rules/translations';
import type { ActivityActor } from './activity-actor';

/** One record's change in one flush, as the unit of work saw it. */
export interface RecordChange<T> {
  type: 'create' | 'update' | 'delete';
  /** The record as saved (for a delete: as it was). */
  record: T;
  /** The properties the save changed (an update's; empty otherwise). */
  changed: ReadonlySet<string>;
  /** An update's values before the save, by property name (relations as their ids). */
  before: Readonly<Record<string, unknown>>;
  /** Who the request is signed in as, or null. */
  actor: ActivityActor | null;
}

export interface Description {
  /** What happened, as data: written in each reader's language when read (shared/rules/activity-sentences.ts). */
  summary: Sentence;
  /** Default: the change's type. */
  action?: ActivityAction;
  /** Who to name instead of the request's actor (a sign-in names the account signing in). */
  actor?: ActivityActor;
}

export interface ActivityDescriber<T = unknown> {
  /** The entity as MikroORM knows it (what `defineEntity` returns). */
  entity: { meta: { className: string } };
  kind: ActivityEntity;
  /** The sentence, or null when the change is nothing a person would look for (e.g. only a sign-in time moved). */
  describe(change: RecordChange<T>): Description | null;
}

/** Declares a describer for rows of type T (the generic is erased in the list). */
export function describeEntity<T>(describer: ActivityDescriber<T>): ActivityDescriber {
  return describer as unknown as ActivityDescriber;
}

/** A field as the log names it: a word of the catalog (`log.term.<term>`), maybe in a language (`Spanish description`). */
export interface FieldTerm {
  term: string;
  lang?: string;
}

/** The changed properties that have a label, in the order of `labels`, each label once (image + imageWebp: "photo"). */
export function labelsOf(changed: ReadonlySet<string>, labels: Readonly<Record<string, string>>): FieldTerm[] {
  return [...new Set(Object.entries(labels).filter(([property]) => changed.has(property)).map(([, label]) => label))].map((term) => ({ term }));
}

/** A related record's name when the unit of work has it loaded, else its id (`#12`). */
export function nameOfRelated(related: unknown, property = 'name'): string {
  const row = related as Record<string, unknown> | null | undefined;
  const name = row?.[property];
  return typeof name === 'string' && name ? name : `#${String(row?.id ?? '?')}`;
}

/**
 * The translations a save changed, each as the log names it: `Spanish description` (the field's label in its
 * language), in the order of `labels`, each once. Empty when the save left the translations alone.
 */
export function translationLabels(change: Pick<RecordChange<unknown>, 'changed' | 'before' | 'record'>, labels: Readonly<Record<string, string>>): FieldTerm[] {
  if (!change.changed.has('translations')) return [];
  const before = readTranslations(change.before.translations as string | null | undefined);
  const after = readTranslations((change.record as { translations?: string | null }).translations);
  const changed = changedTranslations(before, after);
  const named = changed
    .sort((a, b) => fieldRank(labels, a.field) - fieldRank(labels, b.field))
    .map(({ language, field }) => ({ term: labels[field] ?? field, lang: language }));
  return named.filter((one, index) => named.findIndex((other) => other.term === one.term && other.lang === one.lang) === index);
}

function fieldRank(labels: Readonly<Record<string, string>>, field: string): number {
  const rank = Object.keys(labels).indexOf(field);
  return rank === -1 ? Number.MAX_SAFE_INTEGER : rank;
}
