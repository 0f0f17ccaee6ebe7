import { createFileRoute } from '@tanstack/react-router';
import { InvitationPage } from '../../features/admin/link-password-page';
import { seo } from '../../features/seo/seo';
import { linkTokenSearch } from '../../features/admin/link-token-search';
import { adminText } from '../../i18n/admin-language';

// Public: opened from the invitation e-mail, before the member has a password.
export const Route = createFileRoute('/admin/invitation')({
  validateSearch: linkTokenSearch,
  head: () => ({ meta: seo({ title: adminText('title.invitation'), noindex: true }) }),
  component: InvitationPage,
});
