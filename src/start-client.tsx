// Starts the SPA in the browser (loaded by main.tsx). A server-rendered public page is hydrated: the query
// cache is restored from the page, the router resolves the same matches (their chunks are preloaded), then
// React attaches to the existing markup. Pages the server leaves to the browser (the staff admin) are
// rendered from scratch.
import { StrictMode, startTransition, useEffect, useRef, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserHistory } from '@tanstack/react-router';
import { markServerRendered } from './lib/router-internals';
import { restoreQueryState } from './lib/ssr-state';
import { createAppRouter } from './router';
import type { PageChanges } from './web-fonts';

/** Lets the browser handle input and paint between the steps of start-up, so none of them is a long task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Calls `onCommitted` once React has first committed the tree (attached to the server's markup, or rendered
 * it), in a task of its own: events it sends then make React hydrate at once the part of the page they land
 * on, which React cannot do from inside one of its effects. Renders no element, so the markup still matches.
 */
function AfterFirstCommit({ onCommitted, children }: { onCommitted?: () => void; children: ReactNode }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !onCommitted) return;
    done.current = true;
    setTimeout(onCommitted, 0);
  }, [onCommitted]);
  return children;
}

/**
 * `onAttached` runs once React is attached to the page (main.tsx applies the guest's early input there). Resolves to
 * the app's navigations (the web fonts follow them).
 */
export async function startClient(container: HTMLElement, onAttached?: () => void): Promise<PageChanges> {
  await yieldToBrowser();
  const history = createBrowserHistory();
  await yieldToBrowser();
  // A server-rendered page keeps the scroll position it has when the app starts (see router.tsx).
  const router = createAppRouter({ history, keepInitialScroll: container.firstElementChild !== null });
  const app = (
    <AfterFirstCommit onCommitted={onAttached}>
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    </AfterFirstCommit>
  );

  await yieldToBrowser();
  if (!restoreQueryState(router.options.context.queryClient)) {
    createRoot(container).render(app);
    return router;
  }
  // The router renders the matches the way the server did, so React can attach to the markup.
  markServerRendered(router);
  // The page's route code is asked for one route at a time, each in a task of its own (asking costs the browser a
  // little for every file), rather than all inside the router's first load; the files still download together.
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  const routeCode: Promise<void>[] = [];
  for (const route of routes) {
    await yieldToBrowser();
    routeCode.push(router.loadRouteChunk(route) ?? Promise.resolve());
  }
  await Promise.all(routeCode);
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();
  // As a transition, hydration yields to the browser between components instead of blocking it in one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  return router;
}
