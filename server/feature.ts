// What a server feature hands the app, in two parts: its tables (server/features/<domain>/<domain>.tables.ts, what a
// start needs before it listens, listed in server/tables.ts) and what it serves (<domain>.feature.ts, loaded once the
// server listens, listed in server/features.ts); and how the app assembles the lists. This file is a kit: it knows
// the shapes, never a feature.
import type { EntityManager } from '@mikro-orm/knex';
import type { AnyRouter } from '@trpc/server';
import type { RequestHandler } from 'express';
import type { Lang } from '../shared/config/languages';
import type { HoursAnswer } from '../shared/schemas/hours';
import type { PublicDrinks } from '../shared/schemas/drinks';
import type { PublicMenu } from '../shared/schemas/menu';
import type { SettingsDto } from '../shared/schemas/settings';
import type { ActivityDescriber } from './activity-log/describer';
import type { AppDeps, ClientServing, Ctx } from './context';
import type { ApiRoute } from './rest/api-route';
import type { DemoPart } from './seeders/demo-part';
import type { LoadServerEntry } from './ssr/render-contract';

/** An entity as MikroORM knows it (what `defineEntity` returns). */
export interface EntityRef {
  meta: { className: string };
}

/**
 * A feature's tables and what a start does with them (server/features/<domain>/<domain>.tables.ts, listed in
 * server/tables.ts): all that a start loads of the feature before it listens. Light on purpose: its entities, and
 * start-up duties that look before they load anything heavier (a duty with nothing to do, the usual case on an existing
 * database, costs a count).
 */
export interface FeatureTables {
  /** Its tables: the ORM, the migrations' check and the tests load the union of every feature's. */
  entities?: readonly EntityRef[];
  /** What guests see: a flush that writes one of these moves the content version (server/http-cache/). */
  contentEntities?: readonly EntityRef[];
  /**
   * The tables that hold what a bar enters itself (its menu, its offers): the demo is seeded only while every
   * feature's are empty, so it never mixes with a bar's own content.
   */
  barContent?: readonly EntityRef[];
  /** Its part of the demo content (server/seeders/), loaded only by a start that seeds it: its files' schemas are not light. */
  demo?: () => Promise<DemoPart>;
  /**
   * Its start-up duty (server/bootstrap.ts), at every start under the migrations' lock, before the server listens:
   * what it fills into its empty tables (the regular week, the bundled photos), said on `log`.
   */
  bootstrap?: (em: EntityManager, log: (line: string) => void) => Promise<void>;
}

/** What a feature serves (server/features/<domain>/<domain>.feature.ts, listed in server/features.ts), loaded once the server listens. */
export interface ServerFeature {
  /** Its tRPC routers by name: at the top (`menu.list`) and under the staff's `admin` branch (`admin.menu.list`). */
  trpc?: { public?: Readonly<Record<string, AnyRouter>>; admin?: Readonly<Record<string, AnyRouter>> };
  /**
   * Its /api routes in the order they must be matched (a fixed path before a `:id` one). The app puts every
   * feature's public routes before every feature's /admin ones, each feature's in its own order.
   */
  routes?: readonly ApiRoute[];
  /** The sentences the activity log writes for its entities' changes (server/activity-log/). */
  activity?: readonly ActivityDescriber[];
  /**
   * Express routes outside /api and /trpc (photos, printed pages, crawler files), mounted before the SPA; `site` says how
   * the client is served and loads the site's server renderer (the printed pages are laid out by it).
   */
  http?: (deps: AppDeps, site: SiteServing) => RequestHandler;
  /** Work beside the requests (a worker, a timer), started once the app is made; stopped on shutdown. */
  start?: (deps: AppDeps) => { ready?: Promise<void>; stop: () => void | Promise<void> };
  /**
   * The public reads it provides, for the pages that combine domains (the print sheets, the structured data):
   * server/features.ts gathers them into one PublicReads (publicReadsOf), each read from one feature.
   */
  publicReads?: Partial<PublicReads>;
  /**
   * What moves its public answers with the clock besides the date: the public-read cache (server/http-cache/) keeps an
   * answer while the key it gives for the content version stays the same (the hours: the next opening or closing).
   */
  clockKey?: (deps: AppDeps) => ClockKey;
}

/** A key for a content version that changes when the clock passes an instant the answers depend on; a promise while it reads. */
export type ClockKey = (version: number) => string | Promise<string>;

/** How the client is served, and its server renderer (null until the client is set up, or without a build). */
export interface SiteServing {
  client: ClientServing;
  serverEntry: LoadServerEntry;
}

/** What the public pages are made of, for the features that compose them (print sheets, structured data). */
/** Each read in a language (`lang`, default English): the content staff translated, with the formats to match. */
export interface PublicReads {
  menu: (ctx: Ctx, query?: LangQuery) => Promise<PublicMenu>;
  drinks: (ctx: Ctx, query?: LangQuery) => Promise<PublicDrinks>;
  hours: (ctx: Pick<Ctx, 'em' | 'clock' | 'settings'>, query?: LangQuery) => Promise<HoursAnswer>;
  /** The bar's details as guests read them (name, phone, address… the settings the owner keeps). */
  settings: (ctx: Pick<Ctx, 'em' | 'clock' | 'settings'>, query?: LangQuery) => Promise<SettingsDto>;
}

interface LangQuery {
  lang?: Lang | undefined;
}

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;
type BranchOf<F, K extends 'public' | 'admin'> = F extends { trpc: { [key in K]: infer R } } ? R : never;

/** One tRPC branch's routers from every feature, their types kept (the SPA's AppRouter is made of them). */
export function trpcBranch<const Features extends readonly ServerFeature[], K extends 'public' | 'admin'>(features: Features, branch: K): UnionToIntersection<BranchOf<Features[number], K>> {
  const merged: Record<string, AnyRouter> = {};
  for (const feature of features) {
    for (const [name, router] of Object.entries<AnyRouter>(feature.trpc?.[branch] ?? {})) {
      if (name in merged) throw new Error(`Two features name the tRPC router "${name}" in the ${branch} branch.`);
      merged[name] = router;
    }
  }
  return merged as UnionToIntersection<BranchOf<Features[number], K>>;
}

type ReadsOf<F> = F extends { publicReads: infer R } ? R : never;

/** The public reads every feature provides, as one record (its type says which are there); two features providing one is an error. */
export function publicReadsOf<const Features extends readonly ServerFeature[]>(features: Features): UnionToIntersection<ReadsOf<Features[number]>> {
  const merged: Record<string, unknown> = {};
  for (const feature of features) {
    for (const [name, read] of Object.entries(feature.publicReads ?? {})) {
      if (name in merged) throw new Error(`Two features provide the public read "${name}".`);
      merged[name] = read;
    }
  }
  return merged as UnionToIntersection<ReadsOf<Features[number]>>;
}

/** The features' clock keys as one (the public-read cache's): undefined when none has one. */
export function clockKeyOf(features: readonly ServerFeature[], deps: AppDeps): ClockKey | undefined {
  const keys = features.flatMap((feature) => (feature.clockKey ? [feature.clockKey(deps)] : []));
  if (keys.length <= 1) return keys[0];
  return (version) => {
    const parts = keys.map((key) => key(version));
    return parts.every((part) => typeof part === 'string') ? parts.join('|') : Promise.all(parts).then((done) => done.join('|'));
  };
}

/** Every feature's /api routes: the public ones first, then /admin, each feature's in its own order. */
export function apiRoutesOf(features: readonly ServerFeature[]): ApiRoute[] {
  const routes = features.flatMap((feature) => feature.routes ?? []);
  const isAdmin = (route: ApiRoute) => route.path === '/admin' || route.path.startsWith('/admin/');
  return [...routes.filter((route) => !isAdmin(route)), ...routes.filter(isAdmin)];
}
