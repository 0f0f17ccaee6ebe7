import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../lib/router-context';
import { LateHashScroll } from '../features/layout/late-hash-scroll';
import { DocumentHead } from '../features/seo/document-head';
import { seo } from '../features/seo/seo';

export const Route = createRootRouteWithContext<RouterContext>()({
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
