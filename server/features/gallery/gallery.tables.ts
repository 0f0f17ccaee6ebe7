// The gallery's tables and the bundled photos a first start puts in, for server/tables.ts: what a start needs of this
// domain before it listens. The filling itself (the manifest's schema, the translations) loads only when it is due.
import type { FeatureTables } from '../../feature';
import { galleryNeverFilled } from './gallery-first-fill';
import { GalleryOrder, GalleryPhoto } from './gallery-photo.entity';

export const galleryTables = {
  entities: [GalleryPhoto, GalleryOrder],
  contentEntities: [GalleryPhoto],
  // The photos the site ships with become the gallery (once: a gallery the staff empty stays empty).
  bootstrap: async (em, log) => {
    if (!(await galleryNeverFilled(em))) return;
    const [{ seedGallery }, { bundledPhotoTranslations }, { parseDemoFile }] = await Promise.all([import('./gallery.service'), import('./gallery.demo'), import('../../seeders/demo-files')]);
    if (await seedGallery(em, undefined, () => parseDemoFile('gallery', bundledPhotoTranslations))) log('Filled the gallery with the bundled photos (public/images/gallery/manifest.json).');
  },
} satisfies FeatureTables;
