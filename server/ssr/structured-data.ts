// The JSON-LD blocks of a server-rendered page, for its head. Read with a context of its own (no user: every guest
// gets the same page); a failed read leaves them out rather than the page, and says so, so the page is not kept.
import type { Request } from 'express';
import type { AppDeps } from '../context';
import { createContext } from '../create-context';
import { jsonLdScript } from '../features/seo/seo.feature';
import { pageStructuredData } from '../features';
import { requestIdOf } from '../logging/request-log';
import { splitLangPath } from '../../shared/rules/language-paths';

/** The page's <script type="application/ld+json"> tags, or null when they could not be made. */
export async function structuredDataTags(deps: AppDeps, req: Request): Promise<string | null> {
  try {
    // Every language's version of a page carries its data (/es/menu its Menu too), in that language.
    const { lang, path } = splitLangPath(req.path);
    const data = await pageStructuredData(await createContext(deps, req, { withUser: false }), path, lang);
    return data.map(jsonLdScript).join('\n    ');
  } catch (error) {
    deps.log.error({ err: error, reqId: requestIdOf(req) }, `[ssr] the structured data of ${req.path} failed, sending the page without it`);
    return null;
  }
}
