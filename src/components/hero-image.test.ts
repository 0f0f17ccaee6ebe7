import { describe, expect, it } from 'vitest';
import type { HeroSlide } from '../../shared/schemas/offers';
import { heroPreload } from './hero-image';

const slide = (imageUrl: string, imageWebp: string | null): HeroSlide => ({
  id: 1,
  title: 'Paella Nights',
  subtitle: null,
  imageUrl,
  imageWebp,
  alt: null,
  badge: null,
  ctaPrimaryLabel: 'View Menu',
  ctaPrimaryTo: '/menu',
  ctaSecondaryLabel: 'Book a Table',
  ctaSecondaryTo: '/reservations',
});

describe('heroPreload', () => {
  it('preloads nothing while the offers are unknown: a failed read renders the hero loading, with no photo', () => {
    expect(heroPreload(undefined)).toEqual([]);
  });

  it("preloads the static hero's photo when there is no offer, and else the first offer's", () => {
    expect(heroPreload([])).toEqual([expect.objectContaining({ imageSrcSet: expect.stringContaining('/tavern-window-'), type: 'image/webp' })]);
    const [link] = heroPreload([slide('/uploads/abc-1600.jpg', '/uploads/abc-1600.webp'), slide('/images/gallery/food/paella-valenciana.jpg', null)]);
    expect(link).toMatchObject({ rel: 'preload', as: 'image', fetchPriority: 'high', imageSrcSet: '/uploads/abc-1600.webp', type: 'image/webp' });
  });

  it('preloads a photo without a WebP by its address, as its <img> fetches it', () => {
    expect(heroPreload([slide('https://example.com/photo.jpg', null)])).toEqual([{ rel: 'preload', as: 'image', fetchPriority: 'high', href: 'https://example.com/photo.jpg' }]);
  });
});
