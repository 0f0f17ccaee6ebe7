// The printed menu's stylesheet, inline in the page and allowed by its hash (print.routes.ts). The site's colours
// and faces (src/styles/tokens.css): the web font files come from the build when there is one (print-fonts.ts),
// else the same families' system stand-ins. On paper: A4 and US Letter alike, two columns, items never split.
import type { PrintFonts } from './print-fonts';

function fontFaces(fonts: PrintFonts): string {
  const face = (family: string, file: string) =>
    `@font-face { font-family: '${family}'; font-style: normal; font-display: swap; font-weight: 100 900; src: url('${file}') format('woff2-variations'), url('${file}') format('woff2'); }\n`;
  return (fonts.display ? face('Fraunces Variable', fonts.display) : '') + (fonts.body ? face('Inter Variable', fonts.body) : '');
}

const PRINT_PAGE_CSS = `
:root {
  --night: #1b1412; --wine: #6e1f2a; --terracotta: #963f21; --olive: #5c6b34; --saffron: #e0a43a;
  --desk: #e9dcc6; --paper: #fffdf8; --ink: #2a1f1b; --muted: #5e4f47; --line: #dccdb5; --rule: #c9b594;
  --display: 'Fraunces Variable', Georgia, 'Times New Roman', serif;
  --body: 'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; background: var(--desk); color: var(--ink); font: 0.9375rem/1.5 var(--body); font-optical-sizing: auto; overflow-wrap: break-word; }
h1, h2, h3, p, dl, dd, figure { margin: 0; }
a { color: var(--wine); text-underline-offset: 0.18em; }
a:hover { color: var(--terracotta); }
:focus-visible { outline: 3px solid var(--saffron); outline-offset: 2px; box-shadow: 0 0 0 5px var(--night); border-radius: 4px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

/* On screen only: the way back and how to print. */
.screen-bar { max-width: 56rem; margin: 0 auto; padding: 16px 16px 0; display: flex; flex-wrap: wrap; align-items: center; gap: 4px 24px; }
.screen-bar__back { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; font-weight: 650; }
.screen-bar__hint { color: var(--muted); font-size: 0.875rem; }

/* The sheet: a page of the menu lying on the desk. */
.sheet { max-width: 56rem; margin: 12px auto 40px; padding: 32px 20px 28px; background: var(--paper);
  border-radius: 4px; box-shadow: 0 1px 2px rgb(42 31 27 / 10%), 0 12px 36px rgb(42 31 27 / 14%); }
@media (min-width: 48rem) { .sheet { padding: 56px 64px 44px; margin-top: 16px; } .screen-bar { padding-inline: 0; } }

.masthead { text-align: center; padding-bottom: 22px; margin-bottom: 26px; border-bottom: 1px solid var(--rule); position: relative; }
.masthead::after { content: ''; position: absolute; left: 50%; bottom: -5px; width: 9px; height: 9px; background: var(--paper);
  border: 1px solid var(--rule); transform: translateX(-50%) rotate(45deg); }
.masthead__title { font-weight: 400; line-height: 1.1; }
.masthead__brand { display: block; font-family: var(--display); font-size: 2.5rem; font-weight: 600; color: var(--wine); letter-spacing: 0.01em; }
.masthead__kind { display: block; margin-top: 10px; font-family: var(--body); font-size: 0.8125rem; font-weight: 650; letter-spacing: 0.32em;
  text-transform: uppercase; color: var(--terracotta); padding-left: 0.32em; }
.masthead__tagline { margin-top: 8px; font-family: var(--display); font-style: italic; color: var(--muted); }
.masthead__contact { margin-top: 4px; font-size: 0.8125rem; color: var(--muted); }

.sections { columns: 2 17.5rem; column-gap: 44px; column-rule: 1px solid var(--line); }
.section { margin-bottom: 22px; }
.section__start, .item { break-inside: avoid; }
.section__title { display: flex; align-items: center; gap: 12px; margin-bottom: 8px; font-family: var(--display); font-size: 1.25rem;
  font-weight: 600; color: var(--wine); letter-spacing: 0.01em; }
.section__title::after { content: ''; flex: 1; border-top: 1px solid var(--rule); }

.item { padding: 6px 0 9px; }
.item__head { display: flex; align-items: baseline; gap: 6px; }
.item__title { min-width: 0; }
.item__name { display: inline; font-family: var(--display); font-size: 1rem; font-weight: 600; line-height: 1.3; }
.item__marks { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 3px; margin-left: 6px; vertical-align: 1px; }
.item__leader { flex: 1 1 12px; min-width: 12px; border-bottom: 1px dotted var(--rule); transform: translateY(-4px); }
.item__price { flex: none; font-family: var(--display); font-weight: 600; font-variant-numeric: lining-nums tabular-nums; color: var(--ink); }
.item__details { margin-top: 1px; font-size: 0.75rem; font-weight: 600; letter-spacing: 0.02em; color: var(--olive); }
.item__desc { margin-top: 2px; font-size: 0.8125rem; line-height: 1.45; color: var(--muted); }

/* The menu cards' marks (src/components/dietary-marks.tsx), drawn for paper: outlined, small, in ink that prints. */
.item-allergens { margin-top: 3px; font-size: 0.75rem; color: var(--muted); }
.item-allergens strong { font-weight: 650; color: var(--terracotta); text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.6875rem; margin-right: 2px; }
.diet-tag, .halal-badge { display: inline-flex; align-items: center; justify-content: center; gap: 2px; min-width: 1.7em; padding: 0 3px;
  border: 1px solid var(--olive); border-radius: 3px; color: var(--olive); font: 650 0.625rem/1.35 var(--body); letter-spacing: 0.04em; }
.halal-badge { background: var(--olive); color: var(--paper); padding-left: 2px; }
.halal-badge svg { width: 9px; height: 9px; }
.spicy { display: inline-flex; align-items: center; }
.chili { display: block; width: 15px; height: 15px; color: #b5522f; }
.chili__pod { fill: currentColor; }
.chili__stem { fill: none; stroke: var(--olive); stroke-width: 1.8; stroke-linecap: round; }
.chili:not([data-filled]) { color: var(--line); }
.chili:not([data-filled]) .chili__stem { stroke: var(--line); }

.empty { text-align: center; font-family: var(--display); font-size: 1.25rem; color: var(--muted); padding: 32px 0; }

.key { margin-top: 10px; padding-top: 18px; border-top: 1px solid var(--rule); break-inside: avoid; }
.key__title { font-family: var(--display); font-size: 1.125rem; font-weight: 600; color: var(--wine); }
.key__grid { display: grid; gap: 12px 44px; margin-top: 8px; }
@media (min-width: 40rem) { .key__grid { grid-template-columns: minmax(0, 1fr) minmax(0, 1.7fr); } }
.key__heading { font-size: 0.6875rem; font-weight: 650; letter-spacing: 0.14em; text-transform: uppercase; color: var(--terracotta); margin-bottom: 4px; }
.key__intro { font-size: 0.75rem; color: var(--muted); margin-bottom: 4px; }
.key__list { display: grid; gap: 3px; font-size: 0.75rem; line-height: 1.4; }
.key__list--allergens { grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); column-gap: 24px; }
.key__entry { display: flex; gap: 8px; align-items: baseline; }
.key__entry dt { flex: none; min-width: 3.25rem; font-weight: 650; }
.key__list--allergens .key__entry dt { min-width: 5rem; }
.key__entry dd { color: var(--muted); }
.key__entry dd strong { color: var(--ink); font-weight: 600; }
.key__note { margin-top: 10px; font-size: 0.75rem; font-style: italic; color: var(--muted); }

.visit { display: grid; gap: 16px 32px; margin-top: 20px; padding-top: 18px; border-top: 1px solid var(--rule); break-inside: avoid; font-size: 0.8125rem; }
@media (min-width: 40rem) { .visit { grid-template-columns: 1fr 1.2fr auto; align-items: start; } }
.visit__title { font-size: 0.6875rem; font-weight: 650; letter-spacing: 0.14em; text-transform: uppercase; color: var(--terracotta); margin-bottom: 4px; }
.visit__address { font-style: normal; line-height: 1.5; }
.hours { display: grid; gap: 1px; }
.hours__row { display: flex; justify-content: space-between; gap: 16px; }
.hours__row dt { font-weight: 600; }
.hours__row dd { font-variant-numeric: tabular-nums; color: var(--muted); text-align: right; }
.hours__period { display: block; white-space: nowrap; }
.visit__qr { display: flex; align-items: center; gap: 12px; }
.visit__code { width: 84px; flex: none; }
.visit__code svg { display: block; width: 100%; height: auto; }
.visit__qr figcaption { font-size: 0.75rem; color: var(--muted); max-width: 12rem; }
.visit__url { display: block; font-weight: 650; color: var(--ink); }

@page { size: auto; margin: 14mm 14mm 15mm; }
@media print {
  html { font-size: 10.5pt; }
  body { background: none; font-size: 0.9375rem; }
  .screen-bar { display: none; }
  .sheet { max-width: none; margin: 0; padding: 0; box-shadow: none; border-radius: 0; background: none; }
  .masthead::after { background: #fff; }
  .sections { columns: 2; column-gap: 9mm; }
  a { color: inherit; text-decoration: none; }
  .key, .visit { font-size: 0.8125rem; }
  .key__grid { grid-template-columns: minmax(0, 1fr) minmax(0, 1.7fr); }
  .visit { grid-template-columns: 1fr 1.2fr auto; align-items: start; }
}
`;

/** The whole stylesheet for the fonts at hand: made once at start-up, so its CSP hash is too. */
export function printStylesheet(fonts: PrintFonts): string {
  return fontFaces(fonts) + PRINT_PAGE_CSS;
}
