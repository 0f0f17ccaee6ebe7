// Starts the SPA in the browser (loaded by main.tsx). A server-rendered public page is hydrated: the query
// cache is restored from the page, the router resolves the same matches (their chunks are preloaded), then
// React attaches to the existing markup. Pages the server leaves to the browser (the staff admin) are
// rendered from scratch.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { restoreQueryState } from './lib/ssr-state';
import { createAppRouter } from './router';

/** Lets the browser handle input and paint between the steps of start-up, so none of them is a long task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `onAttached` runs once React is attached to the server's markup (main.tsx replays early clicks there). */
export async function startClient(container: HTMLElement, onAttached?: () => void): Promise<void> {
  await yieldToBrowser();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  if (!restoreQueryState(router.options.context.queryClient)) {
    createRoot(container).render(app);
    onAttached?.();
    return;
  }
  // Tells the router the matches come from the server's render, so it renders them the way the server did.
  router.ssr = { manifest: undefined };
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();
  // As a transition, hydration yields to the browser between components instead of blocking it in one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  onAttached?.();
}
