// Opening hours from the site config, with today's row emphasised: today is the bar's, as the server says it.
import { site } from '../../shared/config/site';
import { formatOpeningHours } from '../../shared/rules/hours';
import { useBarToday } from '../lib/bar-time';
import './hours-list.css';

interface HoursListProps {
  /** Emphasise the row of the bar's today. */
  highlightToday?: boolean;
  className?: string;
}

export function HoursList({ highlightToday = true, className }: HoursListProps) {
  const barToday = useBarToday();
  const today = highlightToday && barToday ? barToday.dayCode : null;
  return (
    <dl className={className ? `hours-list ${className}` : 'hours-list'}>
      {site.hours.map((row) => {
        const isToday = today !== null && row.days.includes(today);
        const closed = !row.opens || !row.closes;
        return (
          <div key={row.label} className={['hours-list__row', isToday ? 'is-today' : '', closed ? 'is-closed' : ''].filter(Boolean).join(' ')}>
            <dt>
              {row.label}
              {isToday ? <span className="hours-list__today">Today</span> : null}
            </dt>
            <dd className="tabular">{formatOpeningHours(row)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
