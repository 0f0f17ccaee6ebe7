import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '../../../features/auth-admin/my-account-page';
import { seo } from '../../../features/seo/seo';
import { adminText } from '../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/account')({
  head: () => ({ meta: seo({ title: adminText('title.account'), noindex: true }) }),
  component: MyAccountPage,
});
