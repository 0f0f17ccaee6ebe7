// The hero's photos as their <picture>s offer them (hero.tsx), and the preload link the home route declares in its
// head for the first one (the page's largest paint). Kept apart from the component so the route file, part of the
// app's start-up chunk, imports this and not the carousel with its styles.
import type { HeroSlide } from '../../shared/schemas/offers';
import { imagePreloadLink, type ImagePreloadLink } from '../lib/image-preload';
import { requirePhoto, responsiveImage, type ResponsiveImage } from '../lib/photos';

/** The bar's own hero photo, shown when there is no offer. */
export const STATIC_HERO_PHOTO = '/images/gallery/interior/tavern-window.jpg';
/**
 * The photo covers a box taller than wide on phones, so it is drawn wider than the screen; the sizes still say
 * one screen width, which gets a phone of up to 2x density the 800-px file (a quarter of the full one, and the
 * page's largest paint) at a slightly softer crop behind the dark overlay. Wide screens get the full-size file.
 */
export const HERO_SIZES = '100vw';

/** The candidates a slide's <picture> offers for its photo. */
export function heroImage(src: string, webp?: string | null): ResponsiveImage {
  return responsiveImage(src, { webp, full: true });
}

/**
 * The home route's preload, from the offers the hero shows (the query cache): the first offer's photo; the static
 * hero's when there is no offer; none while the offers are unknown (a failed read renders the hero loading, with
 * no photo).
 */
export function heroPreload(offers: readonly HeroSlide[] | undefined): ImagePreloadLink[] {
  if (!offers) return [];
  const first = offers[0];
  const image = first ? heroImage(first.imageUrl, first.imageWebp) : heroImage(requirePhoto(STATIC_HERO_PHOTO).src);
  return [imagePreloadLink(image, HERO_SIZES)];
}
