// The web fonts are used once they are in the browser's cache: a page's first paint never waits for them.
// src/web-fonts.ts loads them after the first paint and leaves this mark in localStorage; the next page's
// inline head script (server/ssr/early-fonts.ts) sees it and uses them from its first paint.

/** The localStorage key that says the fonts were loaded on this device. */
export const WEB_FONTS_STORAGE_KEY = 'casa-olivera.fonts';
/** The class on <html> under which the CSS uses the web fonts (src/styles/tokens.css). */
export const WEB_FONTS_CLASS = 'fonts-ready';
