import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../i18n/catalogs';
import { barNamesOf, resolveHead } from './document-head';
import { seo } from './seo';

beforeAll(async () => {
  await loadCatalog('en');
  await loadCatalog('es');
});

describe('the default description in a language', () => {
  it('is the bar\'s description as the settings give it in the page\'s language, the spec\'s English text by default', () => {
    expect(resolveHead([seo()]).meta.get('name:description')).toBe('Spanish tapas & wine bar in Woburn, MA');
    const spanish = { name: 'Casa Olivera', description: 'Bar de tapas y vinos españoles en Woburn, MA', town: 'Woburn, MA', street: '418 Main Street' };
    const head = resolveHead([seo(), seo({ title: 'Carta' })], spanish);
    expect(head.meta.get('name:description')).toBe('Bar de tapas y vinos españoles en Woburn, MA');
    expect(head.meta.get('property:og:description')).toBe('Bar de tapas y vinos españoles en Woburn, MA');
  });
});

describe('seo', () => {
  it('titles pages by the rule and defaults the description', () => {
    const meta = seo({ title: 'Menu' });
    expect(meta).toContainEqual({ title: 'Menu - Casa Olivera' });
    // The bar's own description, filled in with its name when the head is written (resolveHead).
    expect(meta).toContainEqual({ name: 'description', content: '{description}' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Menu - Casa Olivera' });
    expect(seo()).toContainEqual({ title: 'Casa Olivera' });
  });

  it('gives og:image as an absolute address', () => {
    const image = seo().find((m) => 'property' in m && m.property === 'og:image') as { content: string };
    expect(image.content).toMatch(/^https?:\/\/.+\/images\/og-default\.jpg$/);
  });

  it('keeps staff pages out of search engines', () => {
    expect(seo({ title: 'Offers', noindex: true })).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});

describe('resolveHead', () => {
  it('lets the deepest route win', () => {
    const head = resolveHead([seo(), seo({ title: 'About', description: 'Our story' })]);
    expect(head.title).toBe('About - Casa Olivera');
    expect(head.meta.get('name:description')).toBe('Our story');
    expect(head.meta.has('name:robots')).toBe(false);
  });

  it('says the bar\'s name and description as the owner keeps them, other texts as written', () => {
    const names = { name: 'Casa Nueva', description: 'Tapas in Boston', town: 'Boston, MA', street: '12 Hanover Street' };
    expect(resolveHead([seo()], names)).toMatchObject({ title: 'Casa Nueva' });
    const head = resolveHead([seo(), seo({ title: 'Menu' })], names);
    expect(head.title).toBe('Menu - Casa Nueva');
    expect(head.meta.get('property:og:site_name')).toBe('Casa Nueva');
    expect(head.meta.get('name:description')).toBe('Tapas in Boston');
    expect(resolveHead([seo({ title: 'About', description: 'Our story' })], names).meta.get('name:description')).toBe('Our story');
  });

  it("fills a page's {name}, {town} and {street} with the owner's, or the identity module's until the settings are read", () => {
    const page = seo({ title: 'Contact', description: 'Find {name} at {street} in {town}.' });
    expect(resolveHead([page]).meta.get('name:description')).toBe('Find Casa Olivera at 418 Main Street in Woburn, MA.');
    const moved = barNamesOf({ name: 'Casa Nueva', description: 'Tapas in Boston', address: { street: '12 Hanover Street', locality: 'Boston', region: 'MA', postalCode: '02113', country: 'US' } });
    const head = resolveHead([page], moved);
    expect(head.meta.get('name:description')).toBe('Find Casa Nueva at 12 Hanover Street in Boston, MA.');
    expect(head.meta.get('property:og:description')).toBe('Find Casa Nueva at 12 Hanover Street in Boston, MA.');
  });
});
