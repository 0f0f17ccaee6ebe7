// The web fonts (Fraunces for display, Inter for text) on a page that has already painted in the fallback faces.
// Both are fetched once the app runs, and this browser is remembered as having them, so its next pages use both from
// their first paint (server/ssr/early-fonts.ts). On the page the guest is reading, only the display face takes over
// once it is in: the headings change face while the running text keeps the face it was painted in, so no paragraph
// re-wraps under the guest's eyes (no layout shift), and the switch restyles a few headings instead of laying out
// every line again (on a phone, the longest task after hydration). The text face follows at the guest's next page,
// when the page changes anyway. The admin, which paints nothing before its app, takes both at once.
import { WEB_FONTS_CLASS, WEB_FONTS_DISPLAY_CLASS, WEB_FONTS_MARK } from '../shared/config/web-fonts';

const DISPLAY_FACE = '1em "Fraunces Variable"';
const TEXT_FACE = '1em "Inter Variable"';

/** The router's navigations, as far as the fonts need them. */
export interface PageChanges {
  subscribe(event: 'onBeforeNavigate', listener: (change: { fromLocation?: unknown; pathChanged: boolean }) => void): () => void;
}

export function switchToWebFonts(pages?: PageChanges): void {
  const root = document.documentElement;
  const takeBoth = () => root.classList.add(WEB_FONTS_CLASS);
  if (!('fonts' in document)) {
    takeBoth(); // no way to load them first
    return;
  }
  // Already on (a returning browser, early-fonts.ts) or a page with nothing painted yet (the admin): both at once.
  // Either way the fonts are still loaded below, so the browser is remembered as having them.
  if (root.classList.contains(WEB_FONTS_CLASS) || !document.getElementById('root')?.firstElementChild) takeBoth();
  else {
    // The next page the guest goes to (not a change of its query or hash) is drawn in both.
    const stop = pages?.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
      if (!fromLocation || !pathChanged) return;
      takeBoth();
      stop?.();
    });
  }
  const takeDisplayFace = () => root.classList.add(WEB_FONTS_DISPLAY_CLASS);
  Promise.all([document.fonts.load(DISPLAY_FACE).then(takeDisplayFace), document.fonts.load(TEXT_FACE)])
    .then(() => {
      try {
        localStorage.setItem(WEB_FONTS_MARK, '1');
      } catch {
        // storage refused: the next page loaded switches after its paint again
      }
    })
    // A font failed to load: the display face is tried anyway (the browser falls back face by face); nothing is remembered.
    .catch(takeDisplayFace);
}
