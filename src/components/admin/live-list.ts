// An admin list that stays current while it is open: read again every minute (as often as the nav's inbox badge)
// and when the window comes back into view, keeping the rows on screen meanwhile (no loading state, scroll and
// focus stay where they are).
import { keepPreviousData } from '@tanstack/react-query';

export const ADMIN_REFRESH_MS = 60_000;

export const liveListOptions = {
  refetchInterval: ADMIN_REFRESH_MS,
  refetchOnWindowFocus: true,
  // Coming back to the tab after a few seconds is enough to read again (the app's default waits a minute).
  staleTime: 5_000,
  placeholderData: keepPreviousData,
} as const;
