import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/admin/forgot-password-page';
import { seo } from '../../features/seo/seo';
import { adminText } from '../../i18n/admin-language';

// Public: whoever forgot their password has no session.
export const Route = createFileRoute('/admin/forgot-password')({
  head: () => ({ meta: seo({ title: adminText('title.forgot'), noindex: true }) }),
  component: ForgotPasswordPage,
});
