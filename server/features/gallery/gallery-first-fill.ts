// Whether the gallery is still to be filled with the bundled photos, and their tags named: asked by every start (gallery.tables.ts) before it
// loads the filling itself (gallery.service.ts seedGallery), which asks again.
import type { EntityManager } from '@mikro-orm/knex';
import { GalleryOrder, GalleryPhoto } from './gallery-photo.entity';
import { GalleryTag } from './gallery-tag.entity';

/** No photo and no order record (a first fill writes one, so a gallery the staff empty is not filled again). */
export async function galleryNeverFilled(em: EntityManager): Promise<boolean> {
  return (await em.count(GalleryOrder, {})) === 0 && (await em.count(GalleryPhoto, {})) === 0;
}

/** No tag has a row: none was ever named (seedTagNames, or staff, write one; clearing a name keeps it). */
export async function tagNamesNeverGiven(em: EntityManager): Promise<boolean> {
  return (await em.count(GalleryTag, {})) === 0;
}
