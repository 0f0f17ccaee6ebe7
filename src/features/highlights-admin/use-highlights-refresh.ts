// After a change the server agreed to: reload what shows it (the day's preview and schedule, the public home page's
// cached highlights, and for standing-flag changes the standing list and the menu search's flags).
import { useCallback, useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';

export function useHighlightsRefresh(): (options?: { standing?: boolean }) => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(
    async ({ standing = false } = {}) => {
      await Promise.all([
        utils.admin.highlights.day.invalidate(),
        utils.highlights.list.invalidate(),
        standing ? utils.admin.highlights.standing.invalidate() : null,
        standing ? utils.admin.menu.list.invalidate() : null,
      ]);
    },
    [utils],
  );
}

/** The value once it has stopped changing for `ms` (search boxes ask the server after a short pause). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
