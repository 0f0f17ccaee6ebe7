import { z } from 'zod';

export const galleryPhoto = z.object({
  src: z.string().min(1),
  alt: z.string().optional(),
  tags: z.array(z.string()).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  credit: z.string().optional(),
});
export const galleryManifest = z.object({ photos: z.array(galleryPhoto) });
export type GalleryManifest = z.infer<typeof galleryManifest>;
