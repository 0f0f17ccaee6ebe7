import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../../../features/admin/admin-layout';
import { seo } from '../../../features/seo/seo';
import { adminText } from '../../../i18n/admin-language';

// Every admin screen sits below this guard; the server checks the token again on each call.
export const Route = createFileRoute('/admin/_authed')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isLoggedIn()) {
      throw redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true });
    }
  },
  // Times are shown on the bar's clock, in the server's TIME_ZONE: asked early, without holding up the screen.
  loader: ({ context }) => {
    void context.trpc.hours.today.prefetch();
  },
  head: () => ({ meta: seo({ title: adminText('title.admin'), noindex: true }) }),
  component: AdminLayout,
});
