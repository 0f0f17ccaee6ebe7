// Loads the web fonts once the page has painted, then switches the page to them (shared/config/web-fonts.ts):
// they never take bandwidth or time from the first paint, and the next page uses them from its first paint.
import { WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY } from '../shared/config/web-fonts';

/** The faces the CSS declares (src/styles/fonts.css), in the styles the page's text uses most. */
const FACES = ['1em "Inter Variable"', '600 1em "Inter Variable"', '600 1em "Fraunces Variable"'];

export function loadWebFonts(): void {
  const root = document.documentElement;
  if (root.classList.contains(WEB_FONTS_CLASS)) return;
  Promise.all(FACES.map((face) => document.fonts.load(face))).then(
    () => {
      root.classList.add(WEB_FONTS_CLASS);
      try {
        localStorage.setItem(WEB_FONTS_STORAGE_KEY, '1');
      } catch {
        // Storage refused: the next page loads them after its paint again.
      }
    },
    () => {}, // offline or refused: the system fonts stay
  );
}
