import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/admin/link-password-page';
import { seo } from '../../features/seo/seo';
import { linkTokenSearch } from '../../features/admin/link-token-search';
import { adminText } from '../../i18n/admin-language';

// Public: opened from the password-reset e-mail.
export const Route = createFileRoute('/admin/reset-password')({
  validateSearch: linkTokenSearch,
  head: () => ({ meta: seo({ title: adminText('title.reset'), noindex: true }) }),
  component: ResetPasswordPage,
});
