import { describe, expect, it } from 'vitest';
import { creditName, galleryImage } from './gallery-image';

describe('galleryImage', () => {
  it('gives an upload its WebP variants up to its own width and the 800 px JPEG', () => {
    expect(galleryImage({ src: '/uploads/3f2a9c0d1e4b5a6c-1600.jpg', width: 1600, height: 1067 })).toEqual({
      webpSrcSet: '/uploads/3f2a9c0d1e4b5a6c-400.webp 400w, /uploads/3f2a9c0d1e4b5a6c-800.webp 800w, /uploads/3f2a9c0d1e4b5a6c-1600.webp 1600w',
      src: '/uploads/3f2a9c0d1e4b5a6c-800.jpg',
      width: 1600,
      height: 1067,
    });
    // A small upload has one variant, its own width.
    expect(galleryImage({ src: '/uploads/3f2a9c0d1e4b5a6c-300.jpg', width: 300, height: 200 }).src).toBe('/uploads/3f2a9c0d1e4b5a6c-300.jpg');
  });

  it('gives a bundled photo its sized WebP files and -800.jpg', () => {
    const image = galleryImage({ src: '/images/gallery/food/paella-seafood.jpg', width: 960, height: 672 });
    expect(image.src).toBe('/images/gallery/food/paella-seafood-800.jpg');
    expect(image.webpSrcSet).toContain('/images/gallery/food/paella-seafood-400.webp 400w');
    expect(galleryImage({ src: '/images/gallery/food/paella-seafood.jpg', width: 960, height: 672 }, { full: true }).webpSrcSet).toContain('paella-seafood.webp 960w');
  });

  it('names a credit by the file, or by the alt text for an upload', () => {
    expect(creditName({ src: '/images/gallery/food/paella-seafood.jpg', alt: 'x' }, 'en')).toBe('Seafood paella');
    expect(creditName({ src: '/images/gallery/food/paella-seafood.jpg', alt: 'x' }, 'es')).toBe('Paella de marisco');
    expect(creditName({ src: '/uploads/3f2a9c0d1e4b5a6c-1600.jpg', alt: 'The new terrace at dusk' }, 'es')).toBe('The new terrace at dusk');
  });
});
