// The special dates of the coming two weeks, announced at the top of the pages where guests plan a visit (home,
// reservations): a closure or changed hours, one line each. A quiet region with a heading, not an alert: nothing here
// needs a guest to act now. Every special date of the coming 90 days is also listed under the week in the hours
// blocks (special-hours-list.tsx).
import { useId } from 'react';
import { upcomingSpecialNotices } from '../../shared/rules/special-notices';
import { useBarHours } from '../lib/bar-hours';
import { Icon } from './ui/icon';
import { SpecialNoticeLine } from './special-notice-line';
import { useLang, useT } from '../i18n/use-t';
import './special-dates-notice.css';

interface SpecialDatesNoticeProps {
  className?: string;
  /** The class of a box around the notice (a page band), rendered only with the notice. */
  frame?: string;
}

export function SpecialDatesNotice({ className, frame }: SpecialDatesNoticeProps) {
  const t = useT();
  const lang = useLang();
  const titleId = useId();
  const hours = useBarHours();
  const notices = hours ? upcomingSpecialNotices(hours.special, hours.today.date, undefined, lang) : [];
  if (!notices.length) return null;
  const notice = (
    <section className={className ? `special-notice ${className}` : 'special-notice'} aria-labelledby={titleId}>
      <span className="special-notice__icon" aria-hidden="true">
        <Icon name="calendar" size={22} />
      </span>
      <div className="special-notice__body">
        <h2 id={titleId} className="special-notice__title">
          {t('specialDates.title')}
        </h2>
        <ul className="special-notice__list">
          {notices.map((notice) => (
            <li key={notice.date} className={notice.closed ? 'special-notice__item is-closed' : 'special-notice__item'}>
              <SpecialNoticeLine notice={notice} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
  return frame ? <div className={frame}>{notice}</div> : notice;
}
