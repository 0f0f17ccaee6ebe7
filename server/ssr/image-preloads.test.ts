import { describe, expect, it } from 'vitest';
import { imagePreloadTags } from './image-preloads';

describe('image preloads', () => {
  it("preloads a high-priority <picture> with its <source>'s candidates", () => {
    const html =
      '<picture class="hero"><source type="image/webp" srcSet="/a-400.webp 400w, /a-800.webp 800w" sizes="100vw"/><img src="/a-800.jpg" alt="" fetchPriority="high"/></picture>' +
      '<picture><source type="image/webp" srcSet="/b-400.webp 400w" sizes="50vw"/><img src="/b-800.jpg" alt="" loading="lazy"/></picture>';
    expect(imagePreloadTags(html)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/a-400.webp 400w, /a-800.webp 800w" imagesizes="100vw" type="image/webp">',
    ]);
  });

  it('preloads a plain high-priority <img> by its srcset or src', () => {
    expect(imagePreloadTags('<img src="/x.jpg" srcSet="/x-1.jpg 1x, /x-2.jpg 2x" fetchpriority="high">')).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/x-1.jpg 1x, /x-2.jpg 2x" href="/x.jpg">',
    ]);
    expect(imagePreloadTags('<img src="/y.jpg?a=1&amp;b=2" fetchPriority="high">')).toEqual(['<link rel="preload" as="image" fetchpriority="high" href="/y.jpg?a=1&amp;b=2">']);
    expect(imagePreloadTags('<img src="/z.jpg">')).toEqual([]);
  });
});
