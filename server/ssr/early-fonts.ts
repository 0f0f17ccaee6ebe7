// The web fonts wait for a first visit's first paint (src/web-fonts.ts), so the photo, the stylesheets and the
// text's own bytes have a phone's connection to themselves. A browser that has had them before keeps them in its
// HTTP cache (hashed, immutable assets), so this inline script, in the page's head, switches them on before
// anything is painted and the text never changes face on a repeat visit. The CSP allows it by its hash.
import { WEB_FONTS_CLASS, WEB_FONTS_MARK } from '../../shared/config/web-fonts';
import { cspHash } from '../lib/csp';

// Plain ES2020, no build step: the hash covers this text byte for byte. localStorage may be refused (privacy modes).
export const EARLY_FONTS_SCRIPT = `try { if (localStorage.getItem(${JSON.stringify(WEB_FONTS_MARK)})) document.documentElement.classList.add(${JSON.stringify(WEB_FONTS_CLASS)}); } catch {}`;

export const EARLY_FONTS_SCRIPT_TAG = `<script>${EARLY_FONTS_SCRIPT}</script>`;

/** The script-src source that allows the script and nothing else. */
export const EARLY_FONTS_SCRIPT_HASH = cspHash(EARLY_FONTS_SCRIPT);
