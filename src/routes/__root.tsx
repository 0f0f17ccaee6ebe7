import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { splitLangPath } from '../../shared/rules/language-paths';
import type { RouterContext } from '../lib/router-context';
import { loadCatalog } from '../i18n/catalogs';
import { LateHashScroll } from '../features/layout/late-hash-scroll';
import { DocumentHead } from '../features/seo/document-head';
import { seo } from '../features/seo/seo';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The catalog of the address's language (only that one: the other is never fetched), before anything renders:
  // on the server, and in the browser before hydration and before a page of another language is shown.
  beforeLoad: async ({ location }) => {
    await loadCatalog(splitLangPath(location.pathname).lang);
  },
  head: () => ({ meta: seo() }),
  component: Root,
});

function Root() {
  return (
    <>
      <DocumentHead />
      <LateHashScroll />
      <Outlet />
    </>
  );
}
