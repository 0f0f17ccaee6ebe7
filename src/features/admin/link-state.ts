// Where an e-mailed link stands, read from the server when its page opens (before anything is typed), so a used,
// replaced or expired link says so at once. Reading uses nothing; the answer names the address only for a link that
// was really issued.
import type { LinkStateDto } from '../../../shared/schemas/team';
import { trpc } from '../../lib/trpc';

export type LinkKind = 'invitation' | 'password-reset';

export type LinkRead = { status: 'checking' } | { status: 'failed'; retry: () => void } | ({ status: 'read'; recheck: () => void } & LinkStateDto);

/** One read per page visit (no refetch on focus): a link's state changes only by what the page itself does. */
const READ_ONCE = { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export function useLinkState(kind: LinkKind, token: string | undefined): LinkRead {
  const input = { token: token ?? '' };
  const options = { ...READ_ONCE, enabled: Boolean(token) };
  const invitation = trpc.auth.invitationLink.useQuery(input, { ...options, enabled: options.enabled && kind === 'invitation' });
  const reset = trpc.auth.passwordResetLink.useQuery(input, { ...options, enabled: options.enabled && kind === 'password-reset' });
  const query = kind === 'invitation' ? invitation : reset;
  // No token in the address: nothing to ask, the link is not one.
  if (!token) return { status: 'read', state: 'invalid', recheck: () => {} };
  if (query.data) return { status: 'read', ...query.data, recheck: () => void query.refetch() };
  if (query.isError) {
    // A token the server refuses outright (too long, say) is no link either.
    const fields = (query.error.data as { fields?: Record<string, string> } | undefined)?.fields;
    if (fields?.['token']) return { status: 'read', state: 'invalid', recheck: () => {} };
    return { status: 'failed', retry: () => void query.refetch() };
  }
  return { status: 'checking' };
}
