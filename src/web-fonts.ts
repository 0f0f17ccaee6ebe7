// Switches the text to the web fonts (Fraunces, Inter) once the page has painted in the fallback faces, and
// remembers that this browser now has them, so its next pages use them from their first paint
// (server/ssr/early-fonts.ts). The admin, which paints nothing before its app, switches at once.
import { WEB_FONTS_CLASS, WEB_FONTS_MARK } from '../shared/config/web-fonts';

const FACES = ['1em "Fraunces Variable"', '1em "Inter Variable"'];

export function switchToWebFonts(): void {
  document.documentElement.classList.add(WEB_FONTS_CLASS);
  if (!('fonts' in document)) return;
  Promise.all(FACES.map((face) => document.fonts.load(face)))
    .then(() => {
      try {
        localStorage.setItem(WEB_FONTS_MARK, '1');
      } catch {
        // storage refused: the next page switches after its paint again
      }
    })
    .catch(() => {
      // a font failed to load: the fallback faces stay, nothing to remember
    });
}
