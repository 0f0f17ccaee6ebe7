// The head of a server-rendered page as HTML: the same title, meta tags and canonical address that
// DocumentHead keeps up to date in the browser, plus the routes' preload links.
import { escapeHtml } from '../../../shared/rules/markup';
import { resolveHead, type BarNames, type MetaEntry } from './document-head';
import { alternates } from './alternates';
import { absoluteUrl } from './seo';

export interface HeadSource {
  meta?: ReadonlyArray<object | undefined>;
  links?: ReadonlyArray<object | undefined>;
}


/** React's link props (imageSrcSet, fetchPriority…) as HTML attributes (imagesrcset, fetchpriority…). */
function linkTag(props: object): string {
  const attributes = Object.entries(props)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `${name.toLowerCase()}="${escapeHtml(value)}"`);
  return `<link ${attributes.join(' ')}>`;
}

/** The matched routes' head, root first (the deepest route wins), for the public page at `pathname`, with its language versions. */
export function headTags(matches: ReadonlyArray<HeadSource>, pathname: string, names?: BarNames): string {
  const head = resolveHead(
    matches.map((match) => (match.meta ?? []) as ReadonlyArray<MetaEntry>),
    names,
  );
  const canonical = absoluteUrl(pathname);
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  for (const [key, content] of head.meta) {
    const [attribute, value] = key.split(/:(.*)/s) as [string, string];
    tags.push(`<meta ${attribute}="${escapeHtml(value)}" content="${escapeHtml(content)}">`);
  }
  tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}">`, `<link rel="canonical" href="${escapeHtml(canonical)}">`);
  for (const { hreflang, href } of alternates(pathname)) tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
  for (const match of matches) {
    for (const link of match.links ?? []) if (link) tags.push(linkTag(link));
  }
  return tags.join('\n    ');
}
