// The app, imported by main.tsx once the page has painted: hydrates a server-rendered page in one step from the data
// it carries (the router resolves the same matches, so React attaches to the markup), or renders the staff admin,
// which the server leaves to the browser. What the guest did before is applied once React has attached.
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { applyEarlyInput } from './early-input';
import { markServerRendered } from './lib/router-internals';
import { restoreQueryState } from './lib/ssr-state';
import { createAppRouter } from './router';
import { switchToWebFonts } from './web-fonts';

const container = document.getElementById('root')!;
const router = createAppRouter({ keepInitialScroll: container.firstElementChild !== null }); // see router.tsx

/** Once React has committed: the early input, in a task of its own (events sent from an effect would not hydrate their target at once). */
function EarlyInput() {
  useEffect(() => void setTimeout(() => applyEarlyInput(container), 0), []);
  return null;
}
const app = (
  <StrictMode>
    <RouterProvider router={router} />
    <EarlyInput />
  </StrictMode>
);

if (!restoreQueryState(router.options.context.queryClient)) createRoot(container).render(app);
else {
  markServerRendered(router);
  await router.load().catch((error: unknown) => {
    applyEarlyInput(container); // the start failed: the held buttons get their plain behaviour back
    throw error;
  });
  hydrateRoot(container, app);
}
switchToWebFonts(router); // the web fonts follow the first paint and the app's pages (web-fonts.ts)
