// The photo of a page band (page-band.tsx) as its <picture> offers it, and the preload link its page's route
// declares in its head for it (the band is the page's largest paint). Kept apart from the component so the route
// files, which are part of the app's start-up chunk, import this and not the band with its styles.
import { imagePreloadLink, type ImagePreloadLink } from '../../lib/image-preload';
import { bandSrcSet } from '../../../shared/rules/gallery';
import { findPhoto, responsiveImage, type ResponsiveImage } from '../../lib/photos';

/** The band spans the page's width on every screen. */
export const PAGE_BAND_SIZES = '100vw';

/** The candidates the band's <picture> offers for `photo`: its softened phone file when it has one (gallery.ts). */
export function pageBandImage(photo: string): ResponsiveImage {
  const image = responsiveImage(photo, { full: true });
  return { ...image, webpSrcSet: bandSrcSet(photo, findPhoto(photo)?.width ?? null) ?? image.webpSrcSet };
}

export function pageBandPreload(photo: string): ImagePreloadLink {
  return imagePreloadLink(pageBandImage(photo), PAGE_BAND_SIZES);
}
