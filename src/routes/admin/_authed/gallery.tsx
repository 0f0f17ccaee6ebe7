import { createFileRoute } from '@tanstack/react-router';
import { GalleryAdminPage } from '../../../features/gallery-admin/gallery-admin-page';
import { seo } from '../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/gallery')({
  head: () => ({ meta: seo({ title: 'Gallery', noindex: true }) }),
  component: GalleryAdminPage,
});
