import { createFileRoute } from '@tanstack/react-router';
import { PrintQrPage } from '../../../features/print-admin/print-qr-page';
import { seo } from '../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/print')({
  head: () => ({ meta: seo({ title: 'Print & QR', noindex: true }) }),
  component: PrintQrPage,
});
