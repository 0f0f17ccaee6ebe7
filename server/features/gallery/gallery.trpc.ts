import { galleryOrderInput, galleryPhotoCreateInput, galleryPhotoIdInput, galleryPhotoUpdateInput, galleryTagNameInput } from '../../../shared/schemas/gallery';
import { langQuery } from '../../../shared/schemas/translations';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { createGalleryPhoto, deleteGalleryPhoto, getPublicGallery, listGalleryPhotos, listGalleryTags, nameGalleryTag, reorderGallery, updateGalleryPhoto } from './gallery.service';

export const galleryTrpc = router({
  list: publicProcedure.input(langQuery.optional()).query(({ ctx, input }) => getPublicGallery(ctx, input)),
});

export const galleryAdminTrpc = router({
  list: adminProcedure('staff').query(({ ctx }) => listGalleryPhotos(ctx)),
  create: adminProcedure('manager').input(galleryPhotoCreateInput).mutation(({ ctx, input }) => createGalleryPhoto(ctx, input)),
  update: adminProcedure('manager').input(galleryPhotoUpdateInput).mutation(({ ctx, input }) => updateGalleryPhoto(ctx, input.id, input.data)),
  order: adminProcedure('manager').input(galleryOrderInput).mutation(({ ctx, input }) => reorderGallery(ctx, input)),
  delete: adminProcedure('manager').input(galleryPhotoIdInput).mutation(({ ctx, input }) => deleteGalleryPhoto(ctx, input.id)),
  tags: adminProcedure('staff').query(({ ctx }) => listGalleryTags(ctx)),
  nameTag: adminProcedure('manager').input(galleryTagNameInput).mutation(({ ctx, input }) => nameGalleryTag(ctx, input.tag, input)),
});
