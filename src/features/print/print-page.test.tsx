// The printed menu and drinks list from the public catalog's shape: what each item says, the key, the hours, and
// a page with no script that names the bar.
import { describe, expect, it } from 'vitest';
import type { PublicDrinkItem, PublicDrinks } from '../../../shared/schemas/drinks';
import type { HoursAnswer } from '../../../shared/schemas/hours';
import type { PublicMenu, PublicMenuItem } from '../../../shared/schemas/menu';
import { site } from '../../../shared/config/site';
import { defaultBarSettings } from '../../../shared/config/default-settings';
import { drinksPrintSheet, menuPrintSheet, type PrintSheet } from '../../../shared/rules/print-sheet';
import type { PrintRequest } from '../../../server/ssr/render-contract';
import { renderPrintPage as renderRequest } from './print-page';

let nextId = 1;
const dish = (overrides: Partial<PublicMenuItem>): PublicMenuItem => ({
  id: nextId++, name: 'Dish', description: null, price: 10, dietaryTags: '', allergens: '', spicyLevel: 0, halal: false,
  available: true, featured: false, image: null, order: 999, ...overrides,
});
const drink = (overrides: Partial<PublicDrinkItem>): PublicDrinkItem => ({
  id: nextId++, name: 'Drink', description: null, price: 10, image: null, available: true, featured: false, abv: null, size: null,
  region: null, grape: null, vintage: null, order: 999, dietaryTags: '', allergens: '', ...overrides,
});

const hours: HoursAnswer = {
  timeZone: 'America/New_York',
  regular: [
    ...(['MON', 'TUE', 'WED', 'THU'] as const).map((day) => ({ day, opens: '17:00', closes: '21:00', periods: [{ opens: '17:00', closes: '21:00' }] })),
    { day: 'FRI', opens: '17:00', closes: '01:00', periods: [{ opens: '17:00', closes: '01:00' }] },
    { day: 'SAT', opens: '17:00', closes: '01:00', periods: [{ opens: '17:00', closes: '01:00' }] },
    { day: 'SUN', opens: null, closes: null, periods: [] },
  ],
  special: [],
  today: { date: '2026-11-23', open: true, opens: '17:00', closes: '21:00', periods: [{ opens: '17:00', closes: '21:00' }], note: null },
  openNow: false,
  nextOpening: null,
  statusLine: 'Closed now · opens today at 5:00 PM',
  statusChangesAt: '2026-11-23T22:00:00.000Z',
  asOf: '2026-11-23T18:00:00.000Z',
};

const assets: Omit<PrintRequest, 'sheet'> = {
  stylesheet: 'body{}',
  fontFiles: ['/assets/fraunces-abc.woff2'],
  qr: { svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33"></svg>', address: 'https://casaolivera.example/menu' },
  bar: defaultBarSettings(),
};

const menu: PublicMenu = {
  currency: 'USD',
  categories: [
    {
      name: 'Green Tapas',
      slug: 'green-tapas',
      items: [
        dish({ name: 'Patatas Bravas', price: 11, description: 'Twice-fried potatoes.', dietaryTags: 'vegetarian|gluten-free', allergens: 'eggs', spicyLevel: 2, halal: true }),
        dish({ name: 'Pan con Tomate', price: 1250, dietaryTags: 'vegan', allergens: 'gluten|tree-nuts' }),
      ],
    },
    { name: 'Meat & <Fire>', slug: 'meat', items: [dish({ name: 'Chorizo "al" Vino', price: 13.4 })] },
  ],
};

/** The page for a sheet, with the server's parts. */
function renderPrintPage(sheet: PrintSheet, parts: Omit<PrintRequest, 'sheet'>): Promise<string> {
  return renderRequest({ sheet, ...parts });
}

/** The page's text without tags (and without the parts only screen readers get). */
function visibleText(html: string): string {
  return html
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, '')
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const menuHtml = await renderPrintPage(menuPrintSheet(menu, hours), assets);

describe('the printed menu', () => {
  const html = menuHtml;
  const text = visibleText(html);

  it('lists every item by category in the order given, with its price as the site writes it', () => {
    expect(text).toMatch(/Green Tapas .*Patatas Bravas .*\$11 .*Pan con Tomate .*\$1,250 .*Meat &amp; &lt;Fire&gt; .*Chorizo &quot;al&quot; Vino .*\$13\.40 /);
  });

  it('marks each dish with its dietary abbreviations (halal from the flag too), its heat and its allergens', () => {
    const bravas = html.slice(html.indexOf('Patatas Bravas'), html.indexOf('Pan con Tomate'));
    expect([...bravas.matchAll(/<span aria-hidden="true">([A-Z]+)<\/span><span class="visually-hidden">([^<]+)<\/span>/g)].map((match) => `${match[1]}=${match[2]}`)).toEqual([
      'V=Vegetarian', 'GF=Gluten-free',
    ]);
    // The menu cards' own marks: the halal badge, and the chili scale with the level reached filled.
    expect(bravas).toMatch(/<span class="halal-badge"><svg[^]*?<\/svg>Halal<\/span>/);
    expect(bravas).toContain('Spicy: 2 of 3');
    expect(bravas.match(/class="chili"/g)).toHaveLength(3);
    expect(bravas.match(/class="chili" data-filled="true"/g)).toHaveLength(2);
    expect(visibleText(bravas)).toContain('Contains eggs');
    const panConTomate = html.slice(html.indexOf('Pan con Tomate'), html.indexOf('Meat &amp;'));
    expect(visibleText(panConTomate)).toContain('Contains gluten, tree nuts');
    expect(panConTomate).not.toContain('Spicy');
  });

  it('has a key to the marks and allergens in use, and only those', () => {
    const key = visibleText(html.slice(html.indexOf('id="key-title"')));
    for (const entry of ['VG Vegan', 'V Vegetarian', 'GF Gluten-free', 'Halal Halal', 'Mild', 'Medium', 'Hot', 'Eggs', 'Gluten', 'Tree nuts']) expect(key).toContain(entry);
    for (const unused of ['Dairy-free', 'Nut-free', 'Shellfish', 'Sesame']) expect(key).not.toContain(unused);
    // The kitchen's caution, in the identity module's words, like the website's key and filter.
    expect(key).toContain(visibleText(site.allergyCaution));
  });

  it("names the bar, its address and phone, and its regular hours (after midnight too)", () => {
    for (const fact of [site.name, site.address.street, `${site.address.city}, ${site.address.region} ${site.address.postalCode}`, site.phone.display]) expect(text).toContain(fact);
    expect(text).toContain('Mon–Thu 5:00 PM–9:00 PM');
    expect(text).toContain('Fri &amp; Sat 5:00 PM–1:00 AM');
    expect(text).toContain('Sun Closed');
  });

  it('gives a day with lunch and dinner both periods', async () => {
    const lunch = { ...hours, regular: hours.regular.map((day) => (day.day === 'FRI' ? { ...day, opens: '12:00', closes: '15:00', periods: [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '01:00' }] } : day)) };
    const printed = visibleText(await renderPrintPage(menuPrintSheet(menu, lunch), assets));
    // One period a line.
    expect(printed).toContain('Fri 12:00 PM–3:00 PM 5:00 PM–1:00 AM');
    expect(printed).toContain('Sat 5:00 PM–1:00 AM');
  });

  it('is a page without script, navigation or photos, its stylesheet inline, a way back to /menu', () => {
    expect(html).not.toMatch(/<script|<nav|<img|<picture/i);
    expect(html).toContain('<style>body{}</style>');
    expect(html).toContain('<link rel="preload" href="/assets/fraunces-abc.woff2" as="font" type="font/woff2" crossorigin=""/>');
    expect(html).toMatch(/<a class="screen-bar__back" href="\/menu">.*Back to the menu<\/a>/);
    expect(html).toContain('<link rel="canonical" href="https://casaolivera.example/menu"/>');
    expect(html).toContain('<h1 class="masthead__title"><span class="masthead__brand">Casa Olivera</span> <span class="masthead__kind">Menu</span></h1>');
    expect(html).toContain(assets.qr.svg);
  });

  it('says so when nothing is on it', async () => {
    expect(visibleText(await renderPrintPage(menuPrintSheet({ currency: 'USD', categories: [] }, hours), assets))).toContain('Nothing on the menu right now');
  });
});

const drinks: PublicDrinks = {
  currency: 'USD',
  categories: [
    {
      name: 'Wines by the Glass',
      slug: 'wines',
      items: [
        drink({ name: 'Albariño', price: 15, region: 'Rías Baixas', grape: 'Albariño', vintage: '2024', size: '5 oz', abv: 12.5, allergens: 'sulphites', dietaryTags: 'vegan' }),
        drink({ name: 'Sin Alcohol', price: 9, abv: 0 }),
      ],
    },
  ],
};
const drinksHtml = await renderPrintPage(drinksPrintSheet(drinks, hours), { ...assets, qr: { ...assets.qr, address: 'https://casaolivera.example/drinks' } });

describe('the printed drinks list', () => {
  const html = drinksHtml;
  const text = visibleText(html);

  it("gives each drink's origin and serving, price, marks and allergens", () => {
    expect(text).toMatch(/Albariño .*\$15 Rías Baixas · Albariño · 2024 · 5 oz · 12\.5% ABV Contains sulphites/);
    expect(text).toContain('Sin Alcohol');
    expect(text).toMatch(/Sin Alcohol .*\$9 0\.0% ABV/);
    expect(html).toContain('<span class="visually-hidden">Vegan</span>');
    expect(html).not.toContain('Spicy');
  });

  it('is titled for drinks and leads back to /drinks', () => {
    expect(html).toContain('<span class="masthead__kind">Drinks &amp; Wine</span>');
    expect(html).toContain('<title>Drinks &amp; Wine to print - Casa Olivera</title>');
    expect(html).toMatch(/href="\/drinks">.*Back to the drinks<\/a>/);
  });
});

describe('the printed lists in Spanish', () => {
  const spanish = { ...assets, lang: 'es' as const, qr: { ...assets.qr, address: 'https://casaolivera.example/es/menu' } };

  it('say every fixed word in Spanish: title, way back, how to print, marks, key, allergens, visit', async () => {
    const html = await renderPrintPage({ ...menuPrintSheet(menu, hours), pagePath: '/es/menu' }, spanish);
    const text = visibleText(html);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Carta para imprimir - Casa Olivera</title>');
    expect(html).toContain('<span class="masthead__kind">Carta</span>');
    expect(html).toMatch(/<a class="screen-bar__back" href="\/es\/menu">.*Volver a la carta<\/a>/);
    expect(text).toContain('Para imprimir, usa la opción Imprimir de tu navegador');
    const bravas = html.slice(html.indexOf('Patatas Bravas'), html.indexOf('Pan con Tomate'));
    expect(bravas).toContain('<span aria-hidden="true">SG</span><span class="visually-hidden">Sin gluten</span>');
    expect(bravas).toContain('Picante: 2 de 3');
    expect(bravas).toContain('Precio: ');
    expect(visibleText(bravas)).toContain('Contiene huevo');
    const key = visibleText(html.slice(html.indexOf('id="key-title"')));
    for (const entry of ['Guía de alérgenos y dietas', 'Símbolos', 'VG Vegano', 'SG Sin gluten', 'Suave', 'Medio', 'Muy picante', 'Alérgenos', 'Huevo', 'Frutos de cáscara', 'Nuestra cocina es compartida', 'Dónde estamos', 'Horario', 'Escanea para ver esta carta']) {
      expect(key).toContain(entry);
    }
    for (const english of ['Contains', 'Spicy', 'Allergy', 'Marks', 'Find us', 'Scan for', 'Back to', 'Price:', 'to print']) expect(html).not.toContain(english);
  });

  it('say a drink’s strength and the empty list in Spanish', async () => {
    const html = await renderPrintPage(drinksPrintSheet(drinks, hours), { ...spanish, qr: { ...assets.qr, address: 'https://casaolivera.example/es/drinks' } });
    expect(visibleText(html)).toMatch(/Rías Baixas · Albariño · 2024 · 5 oz · 12\.5% vol\. Contiene sulfitos/);
    expect(html).toContain('<title>Bebidas y vinos para imprimir - Casa Olivera</title>');
    expect(visibleText(html)).toContain('Volver a las bebidas');
    const empty = await renderPrintPage(drinksPrintSheet({ currency: 'USD', categories: [] }, hours), spanish);
    expect(visibleText(empty)).toContain('Ahora mismo no hay nada en la carta de bebidas');
  });
});
