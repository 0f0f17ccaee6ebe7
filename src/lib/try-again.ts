// "Try again" under a read that failed (the menu, drinks and gallery pages' LoadError): a tap is always a new attempt,
// and the button says "Retrying…" for as long as one is under way or waiting to run.
import { useQueryClient, type FetchStatus, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Ends the read's fetch cycle, if one is under way, then starts a new one. A query's own `refetch()` does not when
 * the query has no data yet: TanStack Query hands back the promise of the cycle it is in, so a tap while that cycle
 * is paused (the tab hidden at its retry, the connection gone) or waiting out its retry delay would do nothing.
 * The cancelled cycle's request is aborted; the query goes back to the error it showed until the new one settles.
 */
export async function tryAgain(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  await queryClient.refetchQueries({ queryKey, exact: true });
}

export interface TryAgain {
  onRetry: () => void;
  /** A cycle is fetching, or paused until it may (TanStack Query's `isFetching` is false while paused). */
  retrying: boolean;
}

/** LoadError's props for the read with this key, as `useQuery` (or tRPC's) reports its `fetchStatus`. */
export function useTryAgain(queryKey: QueryKey, fetchStatus: FetchStatus): TryAgain {
  const queryClient = useQueryClient();
  return { onRetry: () => void tryAgain(queryClient, queryKey), retrying: fetchStatus !== 'idle' };
}
