import { describe, expect, it } from 'vitest';
import { creditLineFor, findPhoto, responsiveImage } from './photos';

describe('photos', () => {
  it('finds a photo by any of its variants', () => {
    expect(findPhoto('/images/gallery/food/gambas-al-ajillo-800.webp')?.src).toBe('/images/gallery/food/gambas-al-ajillo.jpg');
    expect(findPhoto('/images/elsewhere/x.jpg')).toBeNull();
  });

  it('prints a credit line, in the page’s language, only where the licence asks for one (CC BY)', () => {
    expect(creditLineFor('/images/gallery/food/gambas-al-ajillo.jpg', 'en')).toBe('Photo: Javier Lastras, CC BY 2.0, via Wikimedia Commons');
    expect(creditLineFor('/images/gallery/food/gambas-al-ajillo-800.webp', 'es')).toBe('Foto: Javier Lastras, CC BY 2.0, vía Wikimedia Commons');
    expect(creditLineFor('/images/gallery/food/paella-seafood.jpg', 'es')).toBeNull();
    expect(creditLineFor(null, 'en')).toBeNull();
  });

  it('uses the sized WebP files of gallery photos, with true widths', () => {
    const image = responsiveImage('/images/gallery/interior/pendant-lamps.jpg');
    expect(image.webpSrcSet).toBe('/images/gallery/interior/pendant-lamps-200.webp 200w, /images/gallery/interior/pendant-lamps-400.webp 400w, /images/gallery/interior/pendant-lamps-800.webp 690w');
    expect(image.src).toBe('/images/gallery/interior/pendant-lamps-800.jpg');
    expect(responsiveImage('https://cdn.example/x.jpg', { webp: 'https://cdn.example/x.webp' })).toMatchObject({ src: 'https://cdn.example/x.jpg', webpSrcSet: 'https://cdn.example/x.webp' });
  });
});
