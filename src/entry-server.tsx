// The server renderer of the public pages, built by `vite build` into dist/server/entry-server.js and called
// by the server (server/ssr/) for every page request: the page's markup, head and query cache, so the first
// paint needs no script. The browser then hydrates it (main.tsx). The printed lists (/menu/print) are made here too,
// as static markup from the menu's own components.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from '../server/features';
import type { ServerEntry } from '../server/ssr/render-contract';
import { barNamesOf } from './features/seo/document-head';
import { headTags } from './features/seo/head-tags';
import { renderPrintPage as printPage } from './features/print/print-page';
import { canonicalRedirect, isNotFound } from './lib/router-internals';
import { langInput } from './i18n/lang-input';
import { queryStateElement } from './lib/ssr-state';
import { setSiteUrl } from './lib/site-address';
import { trpc } from './lib/trpc';
import { splitLangPath } from '../shared/rules/language-paths';
import { createAppRouter } from './router';

/** The staff admin depends on the session kept in the browser, so its pages are rendered there only. */
function isStaffPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export const render: ServerEntry<AppRouter>['render'] = async ({ url, trpcLink, fetchStatic, siteUrl }) => {
  setSiteUrl(siteUrl);
  const { pathname } = new URL(url, 'http://localhost');
  if (isStaffPath(pathname)) return { kind: 'client-only' };

  const router = createAppRouter({
    trpcClient: trpc.createClient({ links: [trpcLink] }),
    history: createMemoryHistory({ initialEntries: [url] }),
    fetchStatic,
    server: true,
  });
  await router.load();

  // An address written otherwise than the page writes it (`?region=Rioja` for `?region=rioja`) is sent to the
  // page's own form, which is rendered; the router renders nothing for the other.
  const canonical = canonicalRedirect(router);
  if (canonical) return { kind: 'redirect', status: 302, location: canonical };

  const { matches } = router.state;
  // Unknown addresses go to the home page, as the browser's router does.
  if (isNotFound(matches)) return { kind: 'redirect', status: 302, location: '/' };

  const { queryClient } = router.options.context;
  // A read that failed is rendered as still loading: that is what the browser renders first, before it retries.
  const failed = (query: { state: { status: string } }) => query.state.status === 'error';
  const complete = queryClient.getQueryCache().findAll({ predicate: failed }).length === 0;
  queryClient.removeQueries({ predicate: failed });
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const { lang } = splitLangPath(pathname);
  // As the public layout read them: in the page's language.
  const barSettings = router.options.context.trpc.settings.get.getData(langInput(lang));
  const page = {
    kind: 'page' as const,
    status: 200,
    // The bar's name and description as the owner keeps them (the public layout read the settings; a staff page did not).
    head: headTags(matches.map(({ meta, links }) => ({ meta, links })), pathname, barSettings && barNamesOf(barSettings)),
    html,
    lang,
    state: queryStateElement(queryClient),
    routeIds: matches.map((match) => match.routeId),
    complete,
  };
  queryClient.clear();
  return page;
};

export const renderPrintPage: ServerEntry['renderPrintPage'] = printPage;
