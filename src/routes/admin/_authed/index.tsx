import { createFileRoute, redirect } from '@tanstack/react-router';
import { landingPath } from '../../../../shared/rules/staff-landing';
import { roleFromClaims } from '../../../../shared/rules/staff-roles';

// /admin opens where the role works: staff on the menu, managers and owners on the offers (shared/rules/staff-landing.ts).
export const Route = createFileRoute('/admin/_authed/')({
  beforeLoad: async ({ context }) => {
    // The same `me` the shell reads (kept 5 minutes); unanswered (a lapsed session), the offers, where the shell
    // then sends a signed-out browser to sign in.
    const me = await context.trpc.auth.me.ensureData(undefined, { staleTime: 5 * 60_000, retry: false }).catch(() => null);
    throw redirect({ to: landingPath(me ? roleFromClaims(me.roles) : null), replace: true });
  },
});
