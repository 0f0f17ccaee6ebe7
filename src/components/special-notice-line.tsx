// One special date (or a run of them) as a guest reads it: "Closed Dec 24–Jan 2 · Holidays". Lines break between
// the parts, never inside a date or a time range; a long note may wrap. The notice at the top of the home and
// reservations pages and the hours blocks' list of coming changes both write it so.
import { Fragment } from 'react';
import type { SpecialNotice } from '../../shared/rules/special-notices';
import './special-notice-line.css';

export function SpecialNoticeLine({ notice }: { notice: Pick<SpecialNotice, 'text' | 'when'> }) {
  return notice.text.split(' · ').map((part, index, parts) => (
    <Fragment key={index}>
      {index > 0 ? ' · ' : null}
      {index === 0 ? <NoticeLead text={part} when={notice.when} /> : index < parts.length - 1 ? <NoticePart text={part} /> : <span>{part}</span>}
    </Fragment>
  ));
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
