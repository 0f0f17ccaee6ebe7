import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../features/admin/login-page';
import { seo } from '../../features/seo/seo';
import { adminText } from '../../i18n/admin-language';

export interface LoginSearch {
  /** Where to go after signing in: a path inside this site. */
  redirect?: string;
}

export const Route = createFileRoute('/admin/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search['redirect'] === 'string' && search['redirect'] ? { redirect: search['redirect'] } : {},
  // Guests only: a signed-in user goes straight to where the role starts (/admin sends staff to the menu, others to the offers).
  beforeLoad: ({ context }) => {
    if (context.auth.isLoggedIn()) throw redirect({ to: '/admin', replace: true });
  },
  head: () => ({ meta: seo({ title: adminText('title.login'), noindex: true }) }),
  component: LoginPage,
});
