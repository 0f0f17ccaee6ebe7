import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '../../../features/auth-admin/my-account-page';
import { seo } from '../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/account')({
  head: () => ({ meta: seo({ title: 'My account', noindex: true }) }),
  component: MyAccountPage,
});
