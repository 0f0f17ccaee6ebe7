// Both sides agree on how the browser remembers that it has the web fonts (see src/web-fonts.ts and
// server/ssr/early-fonts.ts).

/** The class on <html> that switches the text to the web fonts (tokens.css). */
export const WEB_FONTS_CLASS = 'web-fonts';

/** The class on <html> that switches the display face only (the headings), on the page a first visit painted (src/web-fonts.ts). */
export const WEB_FONTS_DISPLAY_CLASS = 'web-fonts-display';

/** localStorage key set once the fonts have loaded: they are in the HTTP cache from then on. */
export const WEB_FONTS_MARK = 'casa-olivera.web-fonts';
