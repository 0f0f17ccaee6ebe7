import { describe, expect, it } from 'vitest';
import { activeRegion, categoryKeepsRegion, filterByRegion, isWineCategory, readRegionParam, regionSlug, wineRegions } from './wine-regions';

const wine = (name: string, region: string | null) => ({ name, region });
const categories = [
  { name: 'Signature Cocktails', slug: 'signature-cocktails', items: [wine('Sherry Cobbler', null)] },
  {
    name: 'Wines by the Glass',
    slug: 'wines-by-the-glass',
    items: [wine('Muga Reserva', 'Rioja'), wine('Cava Brut', 'Penedès'), wine('Tinto Fino', 'Ribera del Duero'), wine('House red', null)],
  },
  { name: 'Wine Bottles', slug: 'wine-bottles', items: [wine('Viña Ardanza', 'Rioja'), wine('Tondonia', ' rioja '), wine('Cava Rosé', 'Penedes'), wine('Priorat', 'Priorat')] },
  { name: 'Beer & Cider', slug: 'beer-cider', items: [wine('Estrella Damm', 'Catalonia')] },
  { name: 'Sherry & Port', slug: 'sherry-port', items: [wine('Tío Pepe', 'Jerez')] },
];
const all = () => true;

describe('isWineCategory', () => {
  it('is a category whose slug or name holds the word wine or vino, not one that merely contains the letters', () => {
    expect(isWineCategory({ slug: 'wines-by-the-glass' })).toBe(true);
    expect(isWineCategory({ slug: 'wine-bottles' })).toBe(true);
    expect(isWineCategory({ slug: 'vinos-tintos' })).toBe(true);
    expect(isWineCategory({ slug: 'by-the-glass', name: 'Wine by the glass' })).toBe(true);
    expect(isWineCategory({ slug: 'sherry-port' })).toBe(false);
    expect(isWineCategory({ slug: 'beer-cider' })).toBe(false);
    expect(isWineCategory({ slug: 'swine-plates', name: 'Swine plates' })).toBe(false);
  });
});

describe('regionSlug and readRegionParam', () => {
  it('fold accents, case and spaces the way category slugs do', () => {
    expect(regionSlug('Penedès')).toBe('penedes');
    expect(regionSlug('  Ribera   del Duero ')).toBe('ribera-del-duero');
    expect(regionSlug('Rías Baixas')).toBe('rias-baixas');
  });

  it('read any written form of a region from the address, and nothing else', () => {
    expect(readRegionParam('rioja')).toBe('rioja');
    expect(readRegionParam('Ribera del Duero')).toBe('ribera-del-duero');
    expect(readRegionParam('PENEDÈS')).toBe('penedes');
    expect(readRegionParam('')).toBeUndefined();
    expect(readRegionParam(' -- ')).toBeUndefined();
    expect(readRegionParam(12)).toBeUndefined();
    expect(readRegionParam(['rioja'])).toBeUndefined();
    expect(readRegionParam(undefined)).toBeUndefined();
  });
});

describe('wineRegions', () => {
  it('offers the regions of every wine category, alphabetical, counted once per spelling, ignoring other categories', () => {
    expect(wineRegions(categories, null, all)).toEqual([
      { slug: 'penedes', name: 'Penedès', count: 2 },
      { slug: 'priorat', name: 'Priorat', count: 1 },
      { slug: 'ribera-del-duero', name: 'Ribera del Duero', count: 1 },
      { slug: 'rioja', name: 'Rioja', count: 3 },
    ]);
  });

  it('keeps to the active wine category, and counts only what the other filters keep', () => {
    expect(wineRegions(categories, 'wines-by-the-glass', all).map((region) => region.slug)).toEqual(['penedes', 'ribera-del-duero', 'rioja']);
    const onlyReserva = (item: { name: string }) => item.name.includes('Reserva');
    expect(wineRegions(categories, 'wines-by-the-glass', onlyReserva).map((region) => region.count)).toEqual([0, 0, 1]);
  });

  it('offers nothing when a category that is not wine is active', () => {
    expect(wineRegions(categories, 'beer-cider', all)).toEqual([]);
  });
});

describe('activeRegion', () => {
  const regions = wineRegions(categories, null, all);
  it('is the wanted region when a wine in scope has it, else none', () => {
    expect(activeRegion(regions, 'rioja')).toBe('rioja');
    expect(activeRegion(regions, 'bordeaux')).toBeNull();
    expect(activeRegion(regions, 'catalonia')).toBeNull();
    expect(activeRegion(regions, undefined)).toBeNull();
    expect(activeRegion([], 'rioja')).toBeNull();
  });
});

describe('filterByRegion', () => {
  it('keeps the region\'s wines, whatever their spelling, and empties the other categories', () => {
    const filtered = filterByRegion(categories, 'rioja');
    expect(filtered.map((category) => category.items.map((item) => item.name))).toEqual([[], ['Muga Reserva'], ['Viña Ardanza', 'Tondonia'], [], []]);
    expect(filterByRegion(categories, 'penedes')[2]?.items.map((item) => item.name)).toEqual(['Cava Rosé']);
  });

  it('leaves the list as it is without a region', () => {
    expect(filterByRegion(categories, null)).toEqual(categories);
  });
});

describe('categoryKeepsRegion', () => {
  it('is a wine category with a wine from the region', () => {
    expect(categoryKeepsRegion(categories[1]!, 'rioja')).toBe(true);
    expect(categoryKeepsRegion(categories[1]!, 'priorat')).toBe(false);
    expect(categoryKeepsRegion(categories[2]!, 'priorat')).toBe(true);
    expect(categoryKeepsRegion(categories[3]!, 'catalonia')).toBe(false);
  });
});

describe('wineRegions in the page\'s language', () => {
  const chilean = [{ name: 'Vinos tintos', slug: 'vinos-tintos', items: [wine('Carmenère', 'Ñuble'), wine('Malbec', 'Nuevo Mundo'), wine('Garnacha', 'Navarra')] }];

  it('sorts ñ after n on the Spanish page, with the n\'s on the English one', () => {
    expect(wineRegions(chilean, null, all, 'es').map((region) => region.name)).toEqual(['Navarra', 'Nuevo Mundo', 'Ñuble']);
    expect(wineRegions(chilean, null, all).map((region) => region.name)).toEqual(['Navarra', 'Ñuble', 'Nuevo Mundo']);
  });
});
