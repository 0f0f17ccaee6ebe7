// A printed menu or drinks list as one self-contained HTML page (GET /menu/print, /drinks/print): no script, no
// photos, no navigation; on screen a sheet with a way back and a note on printing, on paper only the sheet.
import { site } from '../../../shared/config/site';
import { MAX_SPICY_LEVEL } from '../../../shared/schemas/menu';
import { pageTitle } from '../../../shared/rules/page-title';
import { escapeHtml as e } from '../../../shared/rules/markup';
import type { PrintItem, PrintSection, PrintSheet } from './print-sheet';

export interface PrintPageAssets {
  /** The page's one stylesheet, inline (allowed by its hash in the answer's CSP). */
  stylesheet: string;
  /** Web font files to fetch early ("/assets/fraunces-….woff2"). */
  fontFiles: readonly string[];
  /** The QR code of the list's page on the site (an <svg> element), and that page's absolute address (also the canonical one). */
  qr: { svg: string; address: string };
}

const CHILI = '<svg class="chili" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false"><path d="M16.9 8.2c-1.5-.6-3.1.1-3.8 1.5-1.4 2.9-3.6 5-7.7 6.3-1.2.4-1.4 2-.3 2.6 4.7 2.6 10.6 1.3 13-3.4 1.2-2.4.9-5.5-1.2-7z"/><path class="chili__stem" d="M16.6 8.3c.1-1.6 1-3 2.6-3.8m-4.2 4.6c.6-.9 1.7-1.1 2.6-.6"/></svg>';
const SPICY_WORDS = ['Not spicy', 'Mild', 'Medium', 'Hot'];

function heat(level: number): string {
  if (level <= 0) return '';
  return `<span class="heat" title="${e(SPICY_WORDS[level] ?? 'Spicy')}">${CHILI.repeat(level)}<span class="visually-hidden">Spicy: ${level} of ${MAX_SPICY_LEVEL}</span></span>`;
}

function marks(item: PrintItem): string {
  if (item.marks.length === 0 && item.spicyLevel === 0) return '';
  const abbrs = item.marks.map(({ abbr, label }) => `<span class="mark" title="${e(label)}"><span aria-hidden="true">${e(abbr)}</span><span class="visually-hidden">${e(label)}</span></span>`);
  return `<span class="item__marks">${abbrs.join('')}${heat(item.spicyLevel)}</span>`;
}

function item(entry: PrintItem): string {
  return [
    '<div class="item">',
    `<div class="item__head"><div class="item__title"><h3 class="item__name">${e(entry.name)}</h3>${marks(entry)}</div><span class="item__leader" aria-hidden="true"></span>`,
    `<p class="item__price"><span class="visually-hidden">Price: </span>${e(entry.price)}</p></div>`,
    entry.details ? `<p class="item__details">${e(entry.details)}</p>` : '',
    entry.description ? `<p class="item__desc">${e(entry.description)}</p>` : '',
    entry.allergens.length > 0 ? `<p class="item__allergens"><span class="item__contains">Contains</span> ${e(entry.allergens.join(', '))}</p>` : '',
    '</div>',
  ].join('');
}

/** The heading travels with the first item, so a column or page never ends on a lone heading. */
function section(entry: PrintSection): string {
  const id = `section-${entry.slug}`;
  const [first, ...rest] = entry.items;
  return `<section class="section" aria-labelledby="${e(id)}"><div class="section__start"><h2 class="section__title" id="${e(id)}">${e(entry.name)}</h2>${first ? item(first) : ''}</div>${rest.map(item).join('')}</section>`;
}

function key(sheet: PrintSheet): string {
  const { marks: used, heat: spicy, allergens } = sheet.key;
  if (used.length === 0 && !spicy && allergens.length === 0) return '';
  const markRows = used.map((mark) => `<div class="key__entry"><dt><span class="mark">${e(mark.abbr)}</span></dt><dd><strong>${e(mark.label)}</strong> ${e(mark.description)}</dd></div>`);
  const heatRows = spicy
    ? Array.from({ length: MAX_SPICY_LEVEL }, (_, index) => index + 1).map(
        (level) => `<div class="key__entry"><dt><span class="heat">${CHILI.repeat(level)}</span><span class="visually-hidden">Spicy: ${level} of ${MAX_SPICY_LEVEL}</span></dt><dd><strong>${e(SPICY_WORDS[level]!)}</strong></dd></div>`,
      )
    : [];
  const allergenRows = allergens.map((allergen) => `<div class="key__entry"><dt>${e(allergen.label)}</dt><dd>${e(allergen.description ?? '')}</dd></div>`);
  return [
    '<section class="key" aria-labelledby="key-title">',
    '<h2 class="key__title" id="key-title">Allergy &amp; dietary key</h2>',
    '<div class="key__grid">',
    markRows.length + heatRows.length > 0 ? `<div class="key__group"><h3 class="key__heading">Marks</h3><dl class="key__list">${[...markRows, ...heatRows].join('')}</dl></div>` : '',
    allergenRows.length > 0
      ? `<div class="key__group key__group--allergens"><h3 class="key__heading">Allergens</h3><p class="key__intro">Each item lists what it contains.</p><dl class="key__list key__list--allergens">${allergenRows.join('')}</dl></div>`
      : '',
    '</div>',
    `<p class="key__note">${e(site.allergyCaution)}</p>`,
    '</section>',
  ].join('');
}

function visit(sheet: PrintSheet, qr: PrintPageAssets['qr']): string {
  const { street, city, region, postalCode } = site.address;
  // A day with lunch and dinner: one period a line, never broken inside a range.
  const times = (text: string) => text.split(', ').map((period) => `<span class="hours__period">${e(period)}</span>`).join('');
  const hours = sheet.hours.map((row) => `<div class="hours__row"><dt>${e(row.label)}</dt><dd>${times(row.times)}</dd></div>`).join('');
  // Without the scheme, as people write it; a long address may break after a slash, never mid-word.
  const shown = e(qr.address.replace(/^https?:\/\//, '')).replace(/\//g, '/<wbr>');
  return [
    '<footer class="visit">',
    `<div class="visit__block"><h2 class="visit__title">Find us</h2><address class="visit__address">${e(street)}<br>${e(`${city}, ${region} ${postalCode}`)}<br>${e(site.phone.display)}<br>${e(site.email)}</address></div>`,
    `<div class="visit__block"><h2 class="visit__title">Hours</h2><dl class="hours">${hours}</dl></div>`,
    `<figure class="visit__qr"><div class="visit__code" aria-hidden="true">${qr.svg}</div><figcaption>Scan for this ${sheet.kind === 'menu' ? 'menu' : 'list'} online<span class="visit__url">${shown}</span></figcaption></figure>`,
    '</footer>',
  ].join('');
}

export function renderPrintPage(sheet: PrintSheet, assets: PrintPageAssets): string {
  const listName = sheet.kind === 'menu' ? 'the menu' : 'the drinks';
  const { street, city, region, postalCode } = site.address;
  const preloads = assets.fontFiles.map((file) => `<link rel="preload" href="${e(file)}" as="font" type="font/woff2" crossorigin>`).join('\n');
  const body = sheet.sections.length > 0 ? `<div class="sections">${sheet.sections.map(section).join('')}</div>` : `<p class="empty">Nothing on ${listName} right now: please ask your server.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(pageTitle(`${sheet.title} to print`, site.name))}</title>
<meta name="description" content="${e(`${site.name}: ${sheet.title.toLowerCase()}, ready to print.`)}">
<link rel="canonical" href="${e(assets.qr.address)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${preloads}
<style>${assets.stylesheet}</style>
</head>
<body>
<header class="screen-bar">
<a class="screen-bar__back" href="${e(sheet.pagePath)}"><span aria-hidden="true">←</span> Back to ${listName}</a>
<p class="screen-bar__hint">To print, use your browser’s Print command (Ctrl+P, or ⌘P on a Mac). The page fits A4 and US Letter.</p>
</header>
<main class="sheet">
<header class="masthead">
<h1 class="masthead__title"><span class="masthead__brand">${e(site.name)}</span> <span class="masthead__kind">${e(sheet.title)}</span></h1>
<p class="masthead__tagline">${e(site.tagline)}</p>
<p class="masthead__contact">${e(`${street}, ${city}, ${region} ${postalCode}`)} <span aria-hidden="true">·</span> ${e(site.phone.display)}</p>
</header>
${body}
${key(sheet)}
${visit(sheet, assets.qr)}
</main>
</body>
</html>
`;
}
