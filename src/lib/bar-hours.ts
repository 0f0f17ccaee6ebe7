// The bar's hours as guests see them (hours.get, prefetched by the public layout so the server renders with it),
// and the instant the "open now" line describes. The first render, on the server and in the hydrating browser, reads
// the answer's asOf, so both write the same line; from the next boundary on the guest's clock takes over, and the
// line re-renders at each opening, closing and local midnight without a reload.
import { useEffect, useRef, useState } from 'react';
import { localDate } from '../../shared/rules/dates';
import { statusLineChangesAt } from '../../shared/rules/opening-hours';
import type { HoursAnswer } from '../../shared/schemas/hours';
import { trpc } from './trpc';

const HOURS_QUERY = { refetchOnWindowFocus: true } as const;

/** The hours answer, or undefined while the server has not said. Checked again when the guest comes back to the tab. */
export function useBarHours(): HoursAnswer | undefined {
  return trpc.hours.get.useQuery(undefined, HOURS_QUERY).data;
}

/** When the shown line was taken over by the guest's clock, for the answer it was taken for. */
interface Live {
  asOf: string;
  at: number;
}

export interface LiveHours {
  hours: HoursAnswer;
  /** The instant the line describes. */
  at: Date;
}

/**
 * The hours and the instant to describe them at: the answer's asOf until the line's next change, then the guest's
 * clock, moved on at each change. A fresh answer (a refetch) starts over from its own asOf. When the bar's date turns
 * on the guest's clock (or the answer turns out to be of an earlier day), the hours are asked again, once: today's
 * row and the notices move with it. Only a turn seen on the guest's own clock counts, so a device whose clock is a
 * day off does not ask again at every change.
 */
export function useLiveHours(): LiveHours | null {
  const utils = trpc.useUtils();
  const hours = useBarHours();
  const [live, setLive] = useState<Live | null>(null);
  /** The bar's date on the guest's clock when the line last changed. */
  const seenDate = useRef<string | null>(null);
  const at = !hours ? null : live && live.asOf === hours.asOf ? live.at : Date.parse(hours.asOf);

  useEffect(() => {
    if (!hours || at === null) return;
    const change = statusLineChangesAt(hours, new Date(at)).getTime();
    // A page the cache kept for a while may already be past its boundary: the delay is then 0.
    const timer = setTimeout(() => {
      const now = Date.now();
      const date = localDate(hours.timeZone, new Date(now));
      if (date !== (seenDate.current ?? hours.today.date)) void utils.hours.invalidate();
      seenDate.current = date;
      setLive({ asOf: hours.asOf, at: now });
    }, Math.max(0, change - Date.now()));
    return () => clearTimeout(timer);
  }, [hours, at, utils]);

  return hours && at !== null ? { hours, at: new Date(at) } : null;
}
