// The admin shell: who is signed in (auth.me; a 401 means signed out), the section nav, View site and Logout.
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { MAIN_ID, SkipLink } from '../../components/ui/skip-link';
import { OliveMark } from '../../components/brand';
import { clearToken, isLoggedIn, subscribeToToken } from '../../lib/auth-storage';
import { useBarSettings } from '../../lib/bar-settings';
import { trpc } from '../../lib/trpc';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import { rememberAdminLocation } from '../../components/admin/list-place';
import { ADMIN_REFRESH_MS } from '../../components/admin/live-list';
import { ToastProvider } from '../../components/admin/toasts';
import { useMay } from '../../components/admin/staff-role';
import type { StaffRole } from '../../../shared/rules/staff-roles';
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import { showAdminIn, useAdminT } from '../../i18n/admin-language';
import '../../components/ui/button.css';
import './admin.css';

const sections = [
  { to: '/admin/offers', label: 'nav.offers' },
  { to: '/admin/highlights', label: 'nav.highlights' },
  { to: '/admin/menu', label: 'nav.menu' },
  { to: '/admin/drinks', label: 'nav.drinks' },
  { to: '/admin/contacts', label: 'nav.contacts' },
  { to: '/admin/hours', label: 'nav.hours' },
  { to: '/admin/gallery', label: 'nav.gallery' },
  { to: '/admin/print', label: 'nav.print' },
  { to: '/admin/activity', label: 'nav.activity', least: 'manager' },
  { to: '/admin/team', label: 'nav.team', least: 'owner' },
  // The bar's details every page shows (API.md "Settings": the owner's).
  { to: '/admin/settings', label: 'nav.settings', least: 'owner' },
  // The outbox, for owners only (API.md "Roles").
  { to: '/admin/outbox', label: 'nav.outbox', least: 'owner' },
] as const satisfies readonly { to: string; label: AdminKey; least?: StaffRole }[];

/** Query keys of data that belongs to the signed-in user. */
function isPrivateQuery(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  return Array.isArray(path) && (path[0] === 'auth' || path[0] === 'admin');
}

export function AdminLayout() {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const signedIn = useSyncExternalStore(subscribeToToken, isLoggedIn, () => false);
  const me = trpc.auth.me.useQuery(undefined, { enabled: signedIn, retry: false, staleTime: 5 * 60_000 });
  // The member's own language: every screen shows in it once the account has answered (this browser remembers it,
  // so the next visit opens in it at once).
  const account = trpc.admin.me.get.useQuery(undefined, { enabled: signedIn, retry: false, staleTime: 5 * 60_000 });
  const language = account.data?.language;
  useEffect(() => {
    if (language) void showAdminIn(language).then((changed) => (changed ? router.invalidate() : undefined));
  }, [language, router]);
  const t = useAdminT();
  const logout = trpc.auth.logout.useMutation();
  const bar = useBarSettings();
  // The inbox badge: how many guests' messages nobody has handled yet (refreshed as often as the open lists).
  const newMessages = trpc.admin.contacts.newCount.useQuery(undefined, { enabled: signedIn, refetchInterval: ADMIN_REFRESH_MS, refetchOnWindowFocus: true, staleTime: 30_000 });
  const loggingOut = useRef(false);
  const location = useRouterState({ select: (state) => state.resolvedLocation ?? state.location });

  const navList = useRef<HTMLUListElement>(null);
  // A section that needs more than staff (the activity log: managers; the team: the owner) is offered only to those who may open it.
  const mayManage = useMay('manager');
  const mayOwn = useMay('owner');
  const mayOpen = (least: StaffRole) => (least === 'owner' ? mayOwn : least === 'manager' ? mayManage : true);

  // Each list's place (filter, page) is remembered, so a form opened from it returns there.
  useEffect(() => rememberAdminLocation(location.pathname, location.search as Record<string, unknown>), [location.pathname, location.search]);

  // On a phone the nav scrolls sideways: the current section is brought into its view (the page itself stays put),
  // again once the role is known (a manager's section, Activity, is in the nav only from then on).
  useEffect(() => {
    const list = navList.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const item = current.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    if (item.left < box.left || item.right > box.right - 32) list.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
    // The sections above staff appear once `me` has answered.
  }, [location.pathname, mayManage, mayOwn]);

  // The token went away (expired session: a 401 clears it; or a sign-out in another tab): back to login.
  useEffect(() => {
    if (signedIn || loggingOut.current) return;
    queryClient.removeQueries({ predicate: (query) => isPrivateQuery(query.queryKey) });
    void navigate({ to: '/admin/login', search: { redirect: router.latestLocation.href }, replace: true });
  }, [signedIn, navigate, queryClient, router]);

  async function onLogout() {
    loggingOut.current = true;
    try {
      await logout.mutateAsync();
    } catch {
      // The session is cleared in the browser whatever the server answered.
    }
    clearToken();
    queryClient.removeQueries({ predicate: (query) => isPrivateQuery(query.queryKey) });
    await navigate({ to: '/admin/login', search: { redirect: '/admin' }, replace: true });
  }

  const who = me.data ? me.data.name || me.data.email : null;

  return (
    <div className="admin">
      <SkipLink label={t('skip.main')} />
      {/* Phone: the brand row scrolls away and the section nav stays at the top; wide screens: one calm row. */}
      <header className="admin-bar">
        <Link to="/admin/offers" className="admin-bar__brand">
          <OliveMark size={24} />
          <span>{bar.name}</span>
          <span className="admin-bar__tag">{t('bar.tag')}</span>
        </Link>
        <div className="admin-bar__user">
          {/* The way to My account for everyone: the name on wide screens, a short label on a phone. */}
          <Link to="/admin/account" className="admin-bar__who" title={me.data?.email}>
            {who ? (
              <span className="admin-bar__who-full">
                {t('bar.signedInAs')} <strong>{who}</strong>
              </span>
            ) : null}
            <span className={who ? 'admin-bar__who-short' : undefined}>{t('bar.myAccount')}</span>
          </Link>
          <button type="button" className="admin-bar__logout" title={who ? t('bar.signedInTitle', { who }) : undefined} onClick={onLogout} disabled={logout.isPending}>
            {logout.isPending ? t('bar.signingOut') : t('bar.logout')}
          </button>
        </div>
        <nav className="admin-nav" aria-label={t('nav.label')}>
          <ul ref={navList}>
            {sections.filter((section) => !('least' in section) || mayOpen(section.least)).map((section) => (
              <li key={section.to}>
                <Link to={section.to} className="admin-nav__link">
                  {t(section.label)}
                  {section.to === '/admin/contacts' && newMessages.data ? (
                    <span className="admin-nav__count">
                      {newMessages.data}
                      <span className="visually-hidden"> {t('nav.newCount')}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
            <li className="admin-nav__site">
              <Link to="/{-$lang}" params={{ lang: undefined }} className="admin-nav__link" activeOptions={{ exact: true }}>
                {t('nav.viewSite')}
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="admin-main">
        <ToastProvider>
          <ConfirmProvider>
            <Outlet />
          </ConfirmProvider>
        </ToastProvider>
      </main>
    </div>
  );
}
