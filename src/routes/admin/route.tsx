import { createFileRoute, Outlet } from '@tanstack/react-router';
import { openingAdminLang, showAdminIn } from '../../i18n/admin-language';

// Every admin screen, signed in or not, shows in a language whose catalog is loaded first: the link's (?lang=), the one
// this browser last used in the admin, or the browser's; once signed in, the member's own (features/admin/admin-layout).
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ location }) => {
    await showAdminIn(openingAdminLang((location.search as Record<string, unknown>)['lang']));
  },
  component: Outlet,
});
