// The browser entry, kept small: a server-rendered page paints from its markup, its CSS and its largest image alone,
// and the app (app.tsx) is asked for once that first paint is on screen, so its code never takes the phone's
// connection or main thread from that paint (see the performance ledger in docs/performance.md). The staff admin, which has
// nothing to paint before its app, and a tab not shown (it does not paint) ask for it at once.
import './zod-jitless';
import './styles/global.css';
import { applyEarlyInput } from './early-input';

const container = document.getElementById('root')!;
if (container.firstElementChild && document.visibilityState === 'visible') {
  await new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', () => resolve(), { once: true }); // hidden before it painted
  }).catch(() => {}); // no paint timing in this browser: nothing to wait for
}
// The page's own catalog (its <html lang>), fetched beside the app rather than after it (the root route awaits it
// before hydrating); only that language's: the other is never fetched. The same glob as src/i18n/catalogs.ts (its
// `messages` only, so the chunk never carries the e-mails' texts).
const catalogFiles = import.meta.glob('../shared/i18n/messages/*.ts', { import: 'messages' });
void catalogFiles[`../shared/i18n/messages/${document.documentElement.lang}.ts`]?.().catch(() => {}); // a failure surfaces in the route's own load
await import('./app').catch((error: unknown) => {
  applyEarlyInput(container); // the app failed to load: the held buttons get their plain behaviour back
  throw error;
});
