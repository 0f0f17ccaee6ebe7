// What search engines read: /robots.txt, /sitemap.xml, and each page's JSON-LD (made of the menu, the drinks and
// the hours, which the app hands in: server/features.ts; the page renderer asks structuredData).
import type { Lang } from '../../../shared/config/languages';
import type { Ctx } from '../../context';
import type { PublicReads, ServerFeature } from '../../feature';
import { getPageStructuredData } from './seo.service';
import { serveCrawlerFiles } from './seo.static';

export function seo(reads: PublicReads) {
  const feature = { http: (deps) => serveCrawlerFiles(deps.orm, deps.settings.publicUrl) } satisfies ServerFeature;
  /** The JSON-LD of the public page at `path` (without its language prefix) in `lang`, for the page renderer. */
  const structuredData = (ctx: Ctx, path: string, lang: Lang) => getPageStructuredData(ctx, path, reads, lang);
  return { ...feature, structuredData };
}
