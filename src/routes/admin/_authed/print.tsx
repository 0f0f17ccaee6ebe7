import { createFileRoute } from '@tanstack/react-router';
import { PrintQrPage } from '../../../features/print-admin/print-qr-page';
import { seo } from '../../../features/seo/seo';
import { adminText } from '../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/print')({
  head: () => ({ meta: seo({ title: adminText('title.print'), noindex: true }) }),
  component: PrintQrPage,
});
