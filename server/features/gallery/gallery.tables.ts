// The gallery's tables and the bundled photos a first start puts in, for server/tables.ts: what a start needs of this
// domain before it listens. The filling itself (the manifest's schema, the translations) loads only when it is due.
import type { FeatureTables } from '../../feature';
import { galleryNeverFilled, tagNamesNeverGiven } from './gallery-first-fill';
import { GalleryOrder, GalleryPhoto } from './gallery-photo.entity';
import { GalleryTag } from './gallery-tag.entity';

export const galleryTables = {
  entities: [GalleryPhoto, GalleryOrder, GalleryTag],
  // A tag named moves the guests' reads too: every photo with the tag reads its new name.
  contentEntities: [GalleryPhoto, GalleryTag],
  // The photos the site ships with become the gallery (once: a gallery the staff empty stays empty).
  // The bundled photos' tags get their names once too, on a new installation and on one the gallery was filled on before
  // tags had names (no tag named yet: a name staff clear keeps its row, so it is not given back).
  bootstrap: async (em, log) => {
    const [photosDue, namesDue] = [await galleryNeverFilled(em), await tagNamesNeverGiven(em)];
    if (!photosDue && !namesDue) return;
    const [service, demo, { parseDemoFile }] = await Promise.all([import('./gallery.service'), import('./gallery.demo'), import('../../seeders/demo-files')]);
    if (photosDue && (await service.seedGallery(em, undefined, () => parseDemoFile('gallery', demo.bundledPhotoTranslations)))) log('Filled the gallery with the bundled photos (public/images/gallery/manifest.json).');
    if (namesDue && (await service.seedTagNames(em, parseDemoFile('gallery-tags', demo.bundledTagNames)))) log('Named the bundled photos\' tags in every language (server/seeders/demo/gallery-tags.json).');
  },
} satisfies FeatureTables;
