// The gallery manifest (public/images/gallery/manifest.json) as the pages read it: each photo needs its src; the
// rest may be missing or null (shared/rules/gallery.ts derives alt text and tags, and drops unusable sizes).
import { z } from 'zod';

export const galleryPhoto = z.object({
  src: z.string().min(1),
  alt: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  credit: z.string().nullish(),
});
export type RawGalleryPhoto = z.output<typeof galleryPhoto>;

export const galleryManifest = z.object({ photos: z.array(galleryPhoto) });
export type GalleryManifest = z.output<typeof galleryManifest>;
