import { createFileRoute } from '@tanstack/react-router';
import { galleryManifestQuery } from '../../features/gallery/gallery-manifest';
import { GalleryPage } from '../../features/gallery/gallery-page';
import { seo } from '../../features/seo/seo';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/_site/gallery')({
  head: () => ({
    meta: seo({ title: 'Gallery', description: 'Photos of the food, the drinks and the room at our tapas & wine bar in Woburn, MA.' }),
  }),
  loader: ({ context }) => warmCache(context.queryClient.prefetchQuery(galleryManifestQuery(context.fetchStatic))),
  component: GalleryPage,
});
