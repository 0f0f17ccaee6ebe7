import { describe, expect, it } from 'vitest';
import type { StaticFetch } from '../../lib/router-context';
import { fetchGalleryManifest } from './gallery-manifest';

/** Serves `body` as the manifest file. */
function serving(body: string, init: ResponseInit = { headers: { 'Content-Type': 'application/json' } }): StaticFetch {
  return async () => new Response(body, init);
}
const manifest = (photos: unknown) => serving(JSON.stringify({ photos }));

describe('fetchGalleryManifest', () => {
  it("maps the manifest's photos to the page's view, deriving what is missing or null", async () => {
    const photos = await fetchGalleryManifest(
      undefined,
      manifest([
        { src: '/images/gallery/food/paella-seafood.jpg', alt: 'Paella', tags: ['Food', 'paella'], width: 960, height: 672, credit: 'Photo: X', caption: ' Our Sunday rice ' },
        { src: '/images/gallery/cheese/cheese-plate.jpg', alt: null, tags: null, width: null, caption: null },
        { src: '/images/gallery/drinks/cava.jpg', extra: 'ignored' },
      ]),
    );
    expect(photos).toEqual([
      { src: '/images/gallery/food/paella-seafood.jpg', alt: 'Paella', tags: ['food', 'paella'], width: 960, height: 672, credit: 'Photo: X', caption: 'Our Sunday rice' },
      { src: '/images/gallery/cheese/cheese-plate.jpg', alt: 'Cheese plate', tags: ['cheese'], width: null, height: null, credit: null, caption: null },
      { src: '/images/gallery/drinks/cava.jpg', alt: 'Cava', tags: ['drinks'], width: null, height: null, credit: null, caption: null },
    ]);
  });

  it('refuses a body without a photo list, or a photo without its src, naming where', async () => {
    await expect(fetchGalleryManifest(undefined, serving('{"images":[]}'))).rejects.toThrow(/expected shape \(check: photos\)/);
    await expect(fetchGalleryManifest(undefined, manifest([{ src: '/a.jpg' }, { alt: 'No src' }]))).rejects.toThrow(/check: photos\.1\.src/);
    await expect(fetchGalleryManifest(undefined, manifest([{ src: '' }]))).rejects.toThrow(/check: photos\.0\.src/);
    await expect(fetchGalleryManifest(undefined, manifest([{ src: '/a.jpg', tags: 'food' }]))).rejects.toThrow(/check: photos\.0\.tags/);
  });

  it('refuses an HTTP error and a body that is not JSON', async () => {
    await expect(fetchGalleryManifest(undefined, serving('{}', { status: 500 }))).rejects.toThrow(/HTTP 500/);
    await expect(fetchGalleryManifest(undefined, serving('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }))).rejects.toThrow(/not valid JSON \(content type: text\/html\)/);
  });
});
