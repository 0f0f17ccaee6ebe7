// The staff admin's language: the member's own (`language` on the account), else, before anyone has signed in, the
// language of the link that brought the person (`?lang=es` on an e-mailed link), the one this browser last used in the
// admin, or the browser's own; the default language last. The admin renders only in the browser, for one person at a
// time, so its language is one value here (the public pages' is their route's: src/i18n/use-t.ts). Each language's
// admin catalog (shared/i18n/admin/<code>.ts) is a chunk of its own, loaded before a screen shows in it: no guest
// page downloads one.
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/config/languages';
import type { AdminCatalog, AdminKey } from '../../shared/i18n/catalog-types';
import { fillValues, type MessageValues } from '../../shared/i18n/fill-values';
import { preferredSiteLang } from './browser-language';
import { loadCatalog } from './catalogs';

export type AdminTranslate = (key: AdminKey, values?: MessageValues) => string;

const FILES = import.meta.glob<AdminCatalog>('../../shared/i18n/admin/*.ts', { import: 'messages' });

/** Where the browser keeps the language it last showed the admin in. */
export const ADMIN_LANG_KEY = 'casa-olivera.admin-lang';

interface Current {
  lang: Lang;
  t: AdminTranslate;
}

let current: Current | null = null;
const loaded = new Map<Lang, AdminCatalog>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

async function catalogOf(lang: Lang): Promise<AdminCatalog> {
  const known = loaded.get(lang);
  if (known) return known;
  const load = FILES[`../../shared/i18n/admin/${lang}.ts`];
  const catalog = load ? await load() : undefined;
  if (!catalog) throw new Error(`No admin catalog for the configured language "${lang}": add shared/i18n/admin/${lang}.ts exporting \`messages\`.`);
  loaded.set(lang, catalog);
  return catalog;
}

/**
 * The language the admin opens in before the account is known: the link's (`?lang=`), else the one this browser
 * last used in the admin, else the first of the browser's languages the site has, else the default.
 */
export function openingAdminLang(linkLang: unknown): Lang {
  if (isLang(linkLang)) return linkLang;
  const remembered = storage()?.getItem(ADMIN_LANG_KEY);
  if (isLang(remembered)) return remembered;
  const browser = typeof navigator === 'undefined' ? null : preferredSiteLang(navigator.languages ?? [navigator.language]);
  return browser ?? DEFAULT_LANG;
}

/**
 * Shows the admin in `lang` (its catalog fetched once), remembers it in this browser and tells every screen; true when
 * the language changed (the tab's title is the router's to write again). The pages' catalog of the language comes too:
 * the shared rules write the admin's dates, day names and times from it (shared/i18n/rule-words.ts).
 */
export async function showAdminIn(lang: Lang): Promise<boolean> {
  const [catalog] = await Promise.all([catalogOf(lang), loadCatalog(lang)]);
  // The document says the admin's language, also after a public page of another (an admin screen is a staff page).
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  if (current?.lang === lang) return false;
  // A key the catalog lacks (only a made-up one can: the keys are typed) reads as itself.
  current = { lang, t: (key, values) => fillValues(catalog[key] ?? key, values) };
  try {
    storage()?.setItem(ADMIN_LANG_KEY, lang);
  } catch {
    // Not remembered: the next visit opens in the browser's language until the account answers.
  }
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentOrThrow(): Current {
  if (!current) throw new Error('An admin screen rendered before its language was loaded (the /admin route loads it).');
  return current;
}

/** The admin's texts in a component; it renders again when the language changes. */
export function useAdminT(): AdminTranslate {
  return useSyncExternalStore(subscribe, () => currentOrThrow().t, () => currentOrThrow().t);
}

/** The admin's language in a component (dates, times and prices are written in it). */
export function useAdminLang(): Lang {
  return useSyncExternalStore(subscribe, () => currentOrThrow().lang, () => currentOrThrow().lang);
}

/** The admin's translator outside a component (what a failed save says is read in a callback). */
export function adminTranslate(): AdminTranslate {
  return currentOrThrow().t;
}

/** An admin text outside a component: a route's tab title, a message made in a callback. */
export function adminText(key: AdminKey, values?: MessageValues): string {
  return currentOrThrow().t(key, values);
}

/** The language the admin shows now (null before the /admin route has loaded one). */
export function adminLang(): Lang | null {
  return current?.lang ?? null;
}
