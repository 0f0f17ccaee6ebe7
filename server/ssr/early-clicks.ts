// A server-rendered page can be tapped before its app's scripts have arrived: its buttons have no handlers
// yet, so a pressed chip or burger would do nothing and be forgotten. This small script, inline in the page's
// head (it needs no request and runs before anything is on screen), holds such clicks until the app has
// hydrated the page; src/early-input.ts then takes them from `window.__heldClicks()` and replays them in order.
// The CSP allows exactly this script, by its hash (security-headers.ts).
import { cspHash } from '../lib/csp';

// Plain ES2020 with no build step: the browser runs this text as it is, and the hash covers it byte for byte.
// A held submit button does not post its form the old-fashioned way meanwhile (preventDefault).
export const EARLY_CLICKS_SCRIPT = `(() => {
  const held = [];
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !document.getElementById('root')?.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  document.addEventListener('click', hold, true);
  window.__heldClicks = () => {
    document.removeEventListener('click', hold, true);
    return held.splice(0);
  };
})();`;

export const EARLY_CLICKS_SCRIPT_TAG = `<script>${EARLY_CLICKS_SCRIPT}</script>`;

/** The script-src source that allows the script and nothing else. */
export const EARLY_CLICKS_SCRIPT_HASH = cspHash(EARLY_CLICKS_SCRIPT);
