// The browser entry, kept small (it must not pull the app into the page's first requests). A server-rendered
// page is painted from its markup and CSS first; only then is the app's code fetched and run to hydrate it,
// so the scripts never take bandwidth or main-thread time from the first paint. The app starts in
// start-client.tsx.
import './styles/global.css';

// zod compiles its object parsers with `new Function` unless told not to; the CSP (script-src 'self', no
// 'unsafe-eval') refuses that, and every page would report the refused attempt as a policy violation. zod reads
// this setting when it loads, which is after this entry has run (the app's code comes later, on demand).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/** Resolves once the first contentful paint is on screen; a tab that paints nothing (hidden) waits at most 3 s. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      clearTimeout(timer);
      observer?.disconnect();
      setTimeout(resolve, 0);
    };
    const timer = setTimeout(finish, 3000);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(finish); // no paint timing: the next frame is as good a sign as any
    }
  });
}

/**
 * Until React is attached, the page's buttons have no handlers: clicks on them (a quick tap on the menu
 * button) are held and replayed once it is, and React then hydrates at once to handle them. Links need no
 * help: they work as plain links meanwhile. Returns the function that stops holding and replays, in order.
 */
function holdEarlyClicks(container: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    // Also keeps a submit button from posting its form the old-fashioned way.
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) button.click();
  };
}

const container = document.getElementById('root')!;
const serverRendered = container.firstElementChild !== null;
const replayEarlyClicks = serverRendered ? holdEarlyClicks(container) : undefined;
try {
  if (serverRendered) await afterFirstPaint();
  const { startClient } = await import('./start-client');
  await startClient(container, replayEarlyClicks);
} finally {
  // Also when the app failed to start: the buttons then keep their plain behaviour.
  replayEarlyClicks?.();
}
