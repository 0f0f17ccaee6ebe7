// "Open now · until 9:30 PM": the bar's status line, the same on the home page, the reservations page and in the
// footer. It renders the hours answer's own line on the server and while hydrating, then follows the clock live.
import { useLiveHours } from '../lib/bar-hours';
import './open-status.css';

export function OpenStatus({ className }: { className?: string }) {
  const live = useLiveHours();
  if (!live) return null;
  const { line, openNow: open } = live;
  // The part before the first " · " says open or closed: it reads first, in bold.
  const split = line.indexOf(' · ');
  const head = split < 0 ? line : line.slice(0, split);
  return (
    <span className={['open-status', open ? 'is-open' : 'is-closed', className].filter(Boolean).join(' ')}>
      <span className="open-status__dot" aria-hidden="true" />
      <span>
        <strong className="open-status__head">{head}</strong>
        {split < 0 ? null : line.slice(split)}
      </span>
    </span>
  );
}
