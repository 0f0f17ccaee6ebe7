// The regular week as staff keep it (hours.get), days with the same hours in one row, the bar's today emphasised:
// on a special date, today's own hours come first instead (shared/rules/week-hours.ts).
import { formatOpeningHours } from '../../shared/rules/hours';
import { weekWithToday } from '../../shared/rules/week-hours';
import { useBarHours } from '../lib/bar-hours';
import './hours-list.css';

interface HoursListProps {
  /** Emphasise the row of the bar's today. */
  highlightToday?: boolean;
  className?: string;
}

export function HoursList({ highlightToday = true, className }: HoursListProps) {
  const hours = useBarHours();
  if (!hours) return null;
  return (
    <dl className={className ? `hours-list ${className}` : 'hours-list'}>
      {weekWithToday(hours.regular, highlightToday ? hours.today : null).map((row) => {
        const closed = !row.opens || !row.closes;
        return (
          <div key={`${row.label}|${row.days.join()}|${row.today}`} className={['hours-list__row', row.today ? 'is-today' : '', closed ? 'is-closed' : ''].filter(Boolean).join(' ')}>
            <dt>
              {row.label}
              {row.today ? <span className="hours-list__today">Today</span> : null}
            </dt>
            <dd className="tabular">{formatOpeningHours(row)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
