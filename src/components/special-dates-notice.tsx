// The special dates of the coming two weeks, announced where guests plan a visit (home, reservations): a closure
// or changed hours, one line each. A quiet region with a heading, not an alert: nothing here needs a guest to act now.
import { Fragment, useId } from 'react';
import { upcomingSpecialNotices } from '../../shared/rules/special-notices';
import { useBarHours } from '../lib/bar-hours';
import { Icon } from './ui/icon';
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
              {/* Lines break between the parts, never inside a date or a time range; a long note may wrap. */}
              {notice.text.split(' · ').map((part, index, parts) => (
                <Fragment key={index}>
                  {index > 0 ? ' · ' : null}
                  {index === 0 ? <NoticeLead text={part} when={notice.when} /> : index < parts.length - 1 ? <NoticePart text={part} /> : <span>{part}</span>}
                </Fragment>
              ))}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
  return frame ? <div className={frame}>{notice}</div> : notice;
}

// A clock time in either language: "9:30 PM", "9:30 p. m.".
const CLOCK = String.raw`\d{1,2}:\d{2} (?:[AP]M|[ap]\. m\.)`;
const TIME_RANGE = new RegExp(`^${CLOCK}–${CLOCK}$`);

/**
 * The notice's first part: the date (or range) kept on one line, the words before it ("Cerrado el", "Closed") free to
 * wrap, so a long Spanish date still fits a phone.
 */
function NoticeLead({ text, when }: { text: string; when: string }) {
  const at = text.toLowerCase().indexOf(when.toLowerCase());
  if (at <= 0) return <NoticePart text={text} />;
  return (
    <span>
      {text.slice(0, at)}
      <span className="special-notice__part">{text.slice(at, at + when.length)}</span>
      {text.slice(at + when.length)}
    </span>
  );
}

/** A date or the hours, kept on one line; several periods ("12:00 PM–3:00 PM, 5:00 PM–10:00 PM") may break between them. */
function NoticePart({ text }: { text: string }) {
  const periods = text.split(', ');
  if (periods.length < 2 || !periods.every((period) => TIME_RANGE.test(period))) return <span className="special-notice__part">{text}</span>;
  return (
    <span>
      {periods.map((period, index) => (
        <Fragment key={index}>
          {index > 0 ? ', ' : null}
          <span className="special-notice__period">{period}</span>
        </Fragment>
      ))}
    </span>
  );
}
