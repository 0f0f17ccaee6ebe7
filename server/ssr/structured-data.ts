// The JSON-LD blocks of a server-rendered page, for its head. Read with a context of its own (no user: every guest
// gets the same page); a failed read leaves them out rather than the page, and says so, so the page is not kept.
import type { Request } from 'express';
import type { Lang } from '../../shared/config/languages';
import { splitLangPath } from '../../shared/rules/language-paths';
import type { AppDeps, Ctx } from '../context';
import { createContext } from '../create-context';
import { requestIdOf } from '../logging/request-log';
import { jsonLdScript } from './json-ld-script';

/** The JSON-LD objects of the public page at `path` (without its language prefix) in `lang` (the app hands it in: the seo feature's). */
export type PageStructuredData = (ctx: Ctx, path: string, lang: Lang) => Promise<readonly object[]>;

/** The page's <script type="application/ld+json"> tags, or null when they could not be made. */
export async function structuredDataTags(deps: AppDeps, req: Request, read: PageStructuredData): Promise<string | null> {
  try {
    // Every language's version of a page carries its data (/es/menu its Menu too), in that language.
    const { lang, path } = splitLangPath(req.path);
    const data = await read(await createContext(deps, req, { withUser: false }), path, lang);
    return data.map(jsonLdScript).join('\n    ');
  } catch (error) {
    deps.log.error({ err: error, reqId: requestIdOf(req) }, `[ssr] the structured data of ${req.path} failed, sending the page without it`);
    return null;
  }
}
