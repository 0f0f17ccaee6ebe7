import { describe, expect, it } from 'vitest';
import { NO_PLACES, notePlace } from './list-place';

describe('notePlace', () => {
  it('remembers each screen’s last search and the screen before the current one', () => {
    let places = notePlace(NO_PLACES, '/admin/menu', {});
    places = notePlace(places, '/admin/menu', { q: 'gambas', page: 1 });
    places = notePlace(places, '/admin/menu/17', {});
    expect(places.current).toBe('/admin/menu/17');
    expect(places.previous).toBe('/admin/menu');
    expect(places.searches['/admin/menu']).toEqual({ q: 'gambas', page: 1 });
  });

  it('a new search on the same screen does not make it its own previous screen', () => {
    let places = notePlace(NO_PLACES, '/admin/offers', {});
    places = notePlace(places, '/admin/offers/3', {});
    places = notePlace(places, '/admin/offers/3', { tab: 'x' });
    expect(places.previous).toBe('/admin/offers');
  });

  it('keeps a list’s place after other screens', () => {
    let places = notePlace(NO_PLACES, '/admin/drinks', { category: 'sangria' });
    places = notePlace(places, '/admin/contacts', { status: 'NEW' });
    places = notePlace(places, '/admin/drinks/new', {});
    expect(places.previous).toBe('/admin/contacts');
    expect(places.searches['/admin/drinks']).toEqual({ category: 'sangria' });
  });
});
