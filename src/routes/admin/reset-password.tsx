import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/admin/link-password-page';
import { seo } from '../../features/seo/seo';
import { linkTokenSearch } from '../../features/admin/link-token-search';

// Public: opened from the password-reset e-mail.
export const Route = createFileRoute('/admin/reset-password')({
  validateSearch: linkTokenSearch,
  head: () => ({ meta: seo({ title: 'Choose a new password', noindex: true }) }),
  component: ResetPasswordPage,
});
