// The regular week as staff keep it (hours.get), days with the same hours in one row, the bar's today emphasised:
// on a special date, today's own hours come first instead (shared/rules/week-hours.ts). A day that opens twice (lunch
// and dinner) gives each period a line of its own, right-aligned under each other.
import { formatPeriods } from '../../shared/rules/hours';
import { weekWithToday } from '../../shared/rules/week-hours';
import { useBarHoursQuery } from '../lib/bar-hours';
import { useLang, useT } from '../i18n/use-t';
import './hours-list.css';

interface HoursListProps {
  /** Emphasise the row of the bar's today. */
  highlightToday?: boolean;
  className?: string;
}

export function HoursList({ highlightToday = true, className }: HoursListProps) {
  const t = useT();
  const lang = useLang();
  const { data: hours, isError } = useBarHoursQuery();
  // Said where the week would be when the hours could not be read (every hours block has the phone number beside it).
  if (!hours) return isError ? <p className={className ? `hours-list__unavailable ${className}` : 'hours-list__unavailable'}>{t('hours.unavailable')}</p> : null;
  return (
    <dl className={className ? `hours-list ${className}` : 'hours-list'}>
      {weekWithToday(hours.regular, highlightToday ? hours.today : null, lang).map((row) => {
        const periods = formatPeriods(row, lang);
        const closed = periods.length === 0;
        return (
          <div key={`${row.label}|${row.days.join()}|${row.today}`} className={['hours-list__row', row.today ? 'is-today' : '', closed ? 'is-closed' : ''].filter(Boolean).join(' ')}>
            <dt>
              {row.label}
              {row.today ? <span className="hours-list__today">{t('hours.today')}</span> : null}
            </dt>
            <dd className="tabular">
              {closed
                ? t('hours.closed')
                : periods.map((period, index) => (
                    <span key={period} className="hours-list__period">
                      {/* Said between the lines, not shown: "12:00 PM–3:00 PM, 5:00 PM–10:00 PM". */}
                      {index > 0 ? <span className="visually-hidden">, </span> : null}
                      {period}
                    </span>
                  ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
