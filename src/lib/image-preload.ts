// The preload link a public route's head declares for its page's largest image (the hero, a page's photo band),
// so the server-rendered head (features/seo/head-tags.ts) starts that download before any stylesheet is parsed.
// It names the candidates of the <picture>'s first <source> (a browser that takes the WebP takes it from there),
// or the plain <img> when there is no WebP: the browser fetches exactly the file the picture then shows, once.
import type { ResponsiveImage } from './photos';

/** React's <link> props for an image preload; head-tags.ts writes them as HTML attributes. */
export interface ImagePreloadLink {
  rel: 'preload';
  as: 'image';
  fetchPriority: 'high';
  href?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  type?: string;
}

/** The preload of a <picture> drawn from `image` with `sizes` on its <source> (whose type is WebP, as webpSrcSet is). */
export function imagePreloadLink(image: ResponsiveImage, sizes: string): ImagePreloadLink {
  if (image.webpSrcSet) return { rel: 'preload', as: 'image', fetchPriority: 'high', imageSrcSet: image.webpSrcSet, imageSizes: sizes, type: 'image/webp' };
  return { rel: 'preload', as: 'image', fetchPriority: 'high', href: image.src };
}
