// Switches the text to the web fonts (Fraunces, Inter) once the page has painted in the fallback faces, and
// remembers that this browser now has them, so its next pages use them from their first paint
// (server/ssr/early-fonts.ts). The fonts are fetched first and the text switched once they are in, so the page is
// laid out again once, not once for the switch and again for each font's arrival. The admin, which paints
// nothing before its app, switches at once.
import { WEB_FONTS_CLASS, WEB_FONTS_MARK } from '../shared/config/web-fonts';

const FACES = ['1em "Fraunces Variable"', '1em "Inter Variable"'];

export function switchToWebFonts(): void {
  const root = document.documentElement;
  const switchNow = () => root.classList.add(WEB_FONTS_CLASS);
  // Already on (a returning browser, early-fonts.ts), a page with nothing painted yet, or no way to load first.
  if (root.classList.contains(WEB_FONTS_CLASS) || !document.getElementById('root')?.firstElementChild || !('fonts' in document)) switchNow();
  if (!('fonts' in document)) return;
  Promise.all(FACES.map((face) => document.fonts.load(face)))
    .then(() => {
      switchNow();
      try {
        localStorage.setItem(WEB_FONTS_MARK, '1');
      } catch {
        // storage refused: the next page switches after its paint again
      }
    })
    // A font failed to load: switch anyway (the browser falls back face by face), and remember nothing.
    .catch(switchNow);
}
