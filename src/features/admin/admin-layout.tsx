// The admin shell: who is signed in (auth.me; a 401 means signed out), the section nav (admin-nav.tsx) and Logout.
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
import { roleFromClaims } from '../../../shared/rules/staff-roles';
import { landingPath } from '../../../shared/rules/staff-landing';
import { showAdminIn, useAdminT } from '../../i18n/admin-language';
import '../../components/ui/button.css';
import { AdminNav } from './admin-nav';
import './admin.css';

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

  // The sections a role may open are offered only to it (the server refuses the others anyway); none until `me` answers.
  const role = me.data ? roleFromClaims(me.data.roles) : null;

  // Each list's place (filter, page) is remembered, so a form opened from it returns there.
  useEffect(() => rememberAdminLocation(location.pathname, location.search as Record<string, unknown>), [location.pathname, location.search]);

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
        <Link to={landingPath(role)} className="admin-bar__brand">
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
        <AdminNav role={role} newMessages={newMessages.data ?? 0} />
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
