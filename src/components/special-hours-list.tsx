// Under the regular week in the hours blocks (home, contact, reservations): every closure and changed-hours date of the
// coming 90 days, from the bar's today, a run of days that say the same in one line ("Closed Dec 24–Jan 2 ·
// Holidays"), in the page's language. Read from the same hours answer as the week, so a date staff save shows on the
// next page (the public-read cache drops its pages with every hours write). Nothing when there is none.
import { useId } from 'react';
import { SPECIAL_DAYS_AHEAD, upcomingSpecialNotices } from '../../shared/rules/special-notices';
import { useBarHours } from '../lib/bar-hours';
import { useLang, useT } from '../i18n/use-t';
import { Icon } from './ui/icon';
import { SpecialNoticeLine } from './special-notice-line';
import './special-hours-list.css';

export function SpecialHoursList({ className }: { className?: string }) {
  const t = useT();
  const lang = useLang();
  const titleId = useId();
  const hours = useBarHours();
  const notices = hours ? upcomingSpecialNotices(hours.special, hours.today.date, SPECIAL_DAYS_AHEAD, lang) : [];
  if (!notices.length) return null;
  return (
    <div className={className ? `special-hours ${className}` : 'special-hours'}>
      <p className="special-hours__title" id={titleId}>
        <Icon name="calendar" size={16} />
        {t('specialDates.coming')}
      </p>
      <ul className="special-hours__list" aria-labelledby={titleId}>
        {notices.map((notice) => (
          <li key={notice.date} className={notice.closed ? 'special-hours__item is-closed' : 'special-hours__item'}>
            <SpecialNoticeLine notice={notice} />
          </li>
        ))}
      </ul>
    </div>
  );
}
