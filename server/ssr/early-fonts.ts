// The web fonts never hold back a page's first paint (shared/config/web-fonts.ts): a first visit paints with
// the system fonts and swaps once the fonts have loaded; a visit after that uses them from the first paint, as
// they are in the cache by then. This inline script, in the head before the stylesheets, decides which, so no
// paint happens with the wrong fonts. The CSP allows exactly this script, by its hash (security-headers.ts).
import { WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY } from '../../shared/config/web-fonts';
import { cspHash } from './style-attributes';

// Plain ES2020 with no build step: the browser runs this text as it is, and the hash covers it byte for byte.
// Storage may be refused (privacy settings): the page then paints with the system fonts first, as on a first visit.
export const EARLY_FONTS_SCRIPT = `try {
  if (localStorage.getItem(${JSON.stringify(WEB_FONTS_STORAGE_KEY)})) document.documentElement.classList.add(${JSON.stringify(WEB_FONTS_CLASS)});
} catch {}`;

export const EARLY_FONTS_SCRIPT_TAG = `<script>${EARLY_FONTS_SCRIPT}</script>`;

/** The script-src source that allows the script and nothing else. */
export const EARLY_FONTS_SCRIPT_HASH = cspHash(EARLY_FONTS_SCRIPT);
