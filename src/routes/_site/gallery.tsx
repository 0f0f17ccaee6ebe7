import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '../../features/gallery/gallery-page';
import { seo } from '../../features/seo/seo';

export const Route = createFileRoute('/_site/gallery')({
  head: () => ({
    meta: seo({ title: 'Gallery', description: 'Photos of the food, the drinks and the room at our tapas & wine bar in Woburn, MA.' }),
  }),
  component: GalleryPage,
});
