// The browser entry, kept small (it must not pull the app into the page's first requests). A server-rendered
// page is painted from its markup, its CSS and its largest image alone: the app's code is asked for once that
// first paint is on screen, so it never takes bandwidth or main-thread time from it (on a phone, the photo and
// the stylesheets get the whole connection). The app then hydrates the page the moment its code arrives
// (start-client.tsx), and what the guest did meanwhile is applied once it has (early-input.ts).
import './styles/global.css';
import { applyEarlyInput } from './early-input';
import { switchToWebFonts } from './web-fonts';

// zod compiles its object parsers with `new Function` unless told not to; the CSP (script-src 'self', no
// 'unsafe-eval') refuses that, and every page would report the refused attempt as a policy violation. zod reads
// this setting when it loads, which is after this entry has run (the app's code comes later, on demand).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root')!;

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the page's first paint is on screen: at once for a page with nothing to paint yet (the staff
 * admin) or a tab that is not shown (it does not paint until it is), and when a tab is hidden before it painted.
 */
function painted(): Promise<void> {
  if (!container.firstElementChild || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    document.addEventListener('visibilitychange', done);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done(); // no paint timing in this browser: nothing to wait for
    }
  });
}

try {
  await painted();
  // The app's code is run in three parts, each in a task of its own (start-libraries.ts), but fetched all at once:
  // React's files are asked for first, the others a task later (start-prefetch.ts, vite.config.ts appStartPreload).
  const react = import('./start-react');
  await yieldToBrowser();
  import('./start-prefetch').catch(() => {}); // a file that failed is reported by the import that needs it, below
  await react;
  await yieldToBrowser();
  await import('./start-libraries');
  await yieldToBrowser();
  const { startClient } = await import('./start-client');
  const pages = await startClient(container, () => applyEarlyInput(container));
  // The web fonts only restyle text the guest can already read: they wait for the app, so on a phone they never
  // share the connection with the largest photo or the app's own code.
  switchToWebFonts(pages);
} catch (error) {
  // The app failed to start: the held buttons get their plain behaviour back.
  applyEarlyInput(container);
  throw error;
}
