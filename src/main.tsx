// The browser entry, kept small (it must not pull the app into the page's first requests). A server-rendered
// page is painted from its markup and CSS, which the server lets come first (the scripts are fetched at low
// priority); the app's code is then fetched and run as soon as this entry runs, with no wait, and hydrates the
// page (start-client.tsx). What the guest did meanwhile is applied once it has (early-input.ts).
import './styles/global.css';
import { applyEarlyInput } from './early-input';

// zod compiles its object parsers with `new Function` unless told not to; the CSP (script-src 'self', no
// 'unsafe-eval') refuses that, and every page would report the refused attempt as a policy violation. zod reads
// this setting when it loads, which is after this entry has run (the app's code comes later, on demand).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root')!;
try {
  const { startClient } = await import('./start-client');
  await startClient(container, () => applyEarlyInput(container));
} catch (error) {
  // The app failed to start: the held buttons get their plain behaviour back.
  applyEarlyInput(container);
  throw error;
}
