// Applies the matched routes' head tags to the document on every navigation (deepest route wins),
// updating the defaults written in index.html instead of adding duplicates, and announces the new page.
import { useLocation, useMatches } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { identitySettings } from '../../../shared/config/default-settings';
import type { SettingsDto } from '../../../shared/schemas/settings';
import { useBarSettings } from '../../lib/bar-settings';
import { splitLangPath } from '../../../shared/rules/language-paths';
import { alternates, type Alternate } from './alternates';
import { absoluteUrl } from './seo';

export type MetaEntry = Record<string, unknown> | undefined;

interface ResolvedHead {
  title: string;
  /** Keyed by `name:<x>` or `property:<x>`. */
  meta: Map<string, string>;
}

const MANAGED = 'data-managed';

/** The bar's name, description and whereabouts as the owner keeps them in the settings. */
export interface BarNames {
  name: string;
  description: string;
  /** "Woburn, MA": what a page's description says of where the bar is (`{town}`). */
  town: string;
  /** "418 Main Street" (`{street}`). */
  street: string;
}

/** The names a page's head texts are written with, from the settings (or the identity module's default). */
export function barNamesOf(settings: Pick<SettingsDto, 'name' | 'description' | 'address'>): BarNames {
  const { name, description, address } = settings;
  return { name, description, town: `${address.locality}, ${address.region}`, street: address.street };
}

const IDENTITY: BarNames = barNamesOf(identitySettings());
const PLACEHOLDER = /\{(name|description|town|street)\}/g;

/**
 * The routes' heads are written once (seo.ts), with the identity module's name, `{description}` for the default
 * description, and `{name}`, `{town}`, `{street}` where a page's own description says them; a page says the owner's: the placeholders are filled,
 * the bare name, "Title - Name" and the default description swapped, any other text kept.
 */
function withBarNames(text: string, names: BarNames): string {
  const filled = text.replace(PLACEHOLDER, (_whole, key: keyof BarNames) => names[key]);
  if (names === IDENTITY) return filled;
  if (filled === IDENTITY.name) return names.name;
  if (filled === IDENTITY.description) return names.description;
  const suffix = ` - ${IDENTITY.name}`;
  return filled.endsWith(suffix) ? `${filled.slice(0, -suffix.length)} - ${names.name}` : filled;
}

export function resolveHead(entriesByMatch: ReadonlyArray<ReadonlyArray<MetaEntry>>, names: BarNames = IDENTITY): ResolvedHead {
  let title: string | null = null;
  const meta = new Map<string, string>();
  for (let i = entriesByMatch.length - 1; i >= 0; i--) {
    for (const entry of entriesByMatch[i] ?? []) {
      if (!entry) continue;
      if (typeof entry['title'] === 'string') {
        title ??= withBarNames(entry['title'], names);
        continue;
      }
      const content = entry['content'];
      if (typeof content !== 'string') continue;
      const key = typeof entry['name'] === 'string' ? `name:${entry['name']}` : typeof entry['property'] === 'string' ? `property:${entry['property']}` : null;
      if (key && !meta.has(key)) meta.set(key, withBarNames(content, names));
    }
  }
  return { title: title ?? names.name, meta };
}

function upsertMeta(key: string, content: string): void {
  const [attribute, value] = key.split(/:(.*)/s) as [string, string];
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${CSS.escape(value)}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, value);
    document.head.append(element);
  }
  element.setAttribute(MANAGED, key);
  if (element.content !== content) element.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  if (link.href !== href) link.href = href;
}

/** The page's language versions (none on a staff page), replacing the previous page's. */
function setAlternates(list: readonly Alternate[]): void {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const { hreflang, href } of list) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}

/** Only what differs is touched: the server wrote the same on the first page. A staff page's language is the admin's (src/i18n/admin-language.ts). */
function applyLanguage(pathname: string, publicPage: boolean): void {
  const lang = splitLangPath(pathname).lang;
  if (publicPage && document.documentElement.lang !== lang) document.documentElement.lang = lang;
  const list = publicPage ? alternates(pathname) : [];
  const current = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => `${link.hreflang} ${link.href}`);
  if (current.join('|') !== list.map(({ hreflang, href }) => `${hreflang} ${href}`).join('|')) setAlternates(list);
}

export function applyHead(head: ResolvedHead, canonical: string): void {
  if (document.title !== head.title) document.title = head.title;
  for (const element of document.head.querySelectorAll<HTMLMetaElement>(`meta[${MANAGED}]`)) {
    if (!head.meta.has(element.getAttribute(MANAGED) ?? '')) element.remove();
  }
  for (const [key, content] of head.meta) upsertMeta(key, content);
  upsertMeta('property:og:url', canonical);
  setCanonical(canonical);
}

export function DocumentHead() {
  const metas = useMatches({ select: (matches) => matches.map((match) => (match.meta ?? []) as MetaEntry[]) });
  const pathname = useLocation({ select: (location) => location.pathname });
  const publicPage = useMatches({ select: (matches) => matches.some((match) => match.routeId === '/{-$lang}') });
  const settings = useBarSettings();
  const names = barNamesOf(settings);
  const key = JSON.stringify(metas);
  const namesKey = JSON.stringify(names);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` and `namesKey` are the serialized `metas` and `names`
  const head = useMemo(() => resolveHead(metas, names), [key, namesKey]);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef({ path: pathname, title: head.title });

  useEffect(() => {
    applyHead(head, absoluteUrl(pathname));
    applyLanguage(pathname, publicPage);
  }, [head, pathname, publicPage]);

  // Screen readers hear the new page's title after a client-side navigation (not on the first load).
  // The new route's head can resolve a moment after its path, so wait for its title (or give up waiting).
  useEffect(() => {
    if (announced.current.path === pathname) return;
    const announce = (title: string) => {
      announced.current = { path: pathname, title };
      setAnnouncement(title);
    };
    if (head.title !== announced.current.title) {
      announce(head.title);
      return;
    }
    const timer = setTimeout(() => announce(document.title), 600);
    return () => clearTimeout(timer);
  }, [pathname, head.title]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
