import { createFileRoute } from '@tanstack/react-router';
import { GalleryAdminPage } from '../../../features/gallery-admin/gallery-admin-page';
import { seo } from '../../../features/seo/seo';
import { adminText } from '../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/gallery')({
  head: () => ({ meta: seo({ title: adminText('title.gallery'), noindex: true }) }),
  component: GalleryAdminPage,
});
