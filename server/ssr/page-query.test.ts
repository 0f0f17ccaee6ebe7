import { describe, expect, it } from 'vitest';
import { readCatalogSearch } from '../../shared/rules/catalog-address';
import { pageReads, pageUrl } from './page-query';

describe('the parameters a page reads', () => {
  it('are every parameter the menu and drinks routes read (their validateSearch), and no other', () => {
    const read = new Set<string>();
    const search = new Proxy({} as Record<string, unknown>, {
      get: (_target, name) => {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    });
    readCatalogSearch(search);
    expect([...pageReads('/menu')].sort()).toEqual([...read].sort());
    expect(pageReads('/drinks')).toEqual(pageReads('/menu'));
  });

  it('make the address a page is rendered for (and kept under): made-up parameters left out', () => {
    expect(pageUrl('/menu?utm_source=mail&q=gambas&category=tapas')).toBe('/menu?q=gambas&category=tapas');
    expect(pageUrl('/menu/?diet=vegan')).toBe('/menu/?diet=vegan');
    expect(pageUrl('/gallery?a=1')).toBe('/gallery');
    expect(pageUrl('/about')).toBe('/about');
  });

  it('are the same in every language, each language’s page under its own address', () => {
    expect(pageReads('/es/menu')).toEqual(pageReads('/menu'));
    expect(pageReads('/es/drinks/')).toEqual(pageReads('/drinks'));
    expect(pageUrl('/es/menu?utm_source=mail&exclude=gluten')).toBe('/es/menu?exclude=gluten');
    expect(pageUrl('/es/menu?exclude=gluten')).not.toBe(pageUrl('/menu?exclude=gluten'));
    expect(pageUrl('/es?a=1')).toBe('/es');
    // An unknown prefix is no language: nothing of the menu's is read there.
    expect(pageReads('/fr/menu')).toEqual([]);
  });
});
