// The bar's hours as guests see them (hours.get, prefetched by the public layout so the server renders with it),
// and the "open now" line. The first render, on the server and in the hydrating browser, is the answer's own line
// (read by the server at asOf), so both write the same words and the browser starts without building a time-zone
// formatter (its first costs a phone tens of milliseconds); from the line's next change on, the guest's clock takes
// over through the same rules, and the line re-renders at each opening, closing and local midnight without a reload.
import { useEffect, useRef, useState } from 'react';
import { localDate } from '../../shared/rules/dates';
import { openStatus, statusLine, statusLineChangesAt } from '../../shared/rules/opening-hours';
import type { HoursAnswer } from '../../shared/schemas/hours';
import { langInput } from '../i18n/lang-input';
import { useLang } from '../i18n/use-t';
import { trpc } from './trpc';

const HOURS_QUERY = { refetchOnWindowFocus: true } as const;

/** The hours query itself: its answer, and whether asking failed. Checked again when the guest comes back to the tab. */
export function useBarHoursQuery() {
  return trpc.hours.get.useQuery(langInput(useLang()), HOURS_QUERY);
}

/** The hours answer, or undefined while the server has not said. */
export function useBarHours(): HoursAnswer | undefined {
  return useBarHoursQuery().data;
}

/** When the shown line was taken over by the guest's clock, for the answer it was taken for. */
interface Live {
  asOf: string;
  at: number;
}

export interface LiveHours {
  /** "Open now · until 9:30 PM". */
  line: string;
  openNow: boolean;
}

/**
 * The line and whether the bar is open: the answer's own (at its asOf) until the line's next change, then read on the
 * guest's clock, moved on at each change. A fresh answer (a refetch) starts over from its own. When the bar's date
 * turns on the guest's clock (or the answer turns out to be of an earlier day), the hours are asked again, once:
 * today's row and the notices move with it. Only a turn seen on the guest's own clock counts, so a device whose clock
 * is a day off does not ask again at every change.
 */
export function useLiveHours(): LiveHours | null {
  const utils = trpc.useUtils();
  const lang = useLang();
  const hours = useBarHours();
  const [live, setLive] = useState<Live | null>(null);
  /** The bar's date on the guest's clock when the line last changed. */
  const seenDate = useRef<string | null>(null);
  /** The guest's instant, once the line has moved on from the answer's own; null while the answer's line holds. */
  const at = hours && live && live.asOf === hours.asOf ? live.at : null;

  useEffect(() => {
    if (!hours) return;
    const change = at === null ? Date.parse(hours.statusChangesAt) : statusLineChangesAt(hours, new Date(at)).getTime();
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

  if (!hours) return null;
  if (at === null) return { line: hours.statusLine, openNow: hours.openNow };
  return { line: statusLine(hours, new Date(at), lang), openNow: openStatus(hours, new Date(at)).openNow };
}
