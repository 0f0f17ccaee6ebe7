// Which day is planned: previous / next day, a date box and Today. The day lives in the address (?date=); no date
// means the bar's today, which only the server knows (its clock and TIME_ZONE), so the words wait for its answer.
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { addDays, isIsoDate } from '../../../shared/rules/dates';
import { useApplyAfterPause } from '../../components/admin/use-after-pause';
import { capitalize } from '../../../shared/rules/calendar-names';
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { dayRelation, formatDay, type DayRelation } from '../../lib/day-labels';

/** A date typed digit by digit passes through real dates (0002, 0020, 0209, 2090): go there once typing stops. */
const TYPING_DELAY_MS = 700;

const RELATION_BADGE: Readonly<Record<DayRelation, AdminKey | null>> = { today: 'highlights.today', tomorrow: 'highlights.tomorrow', yesterday: 'highlights.yesterday', past: 'highlights.pastDay', future: null };

export function DayBar({ date, today }: { date: string | undefined; today: string | undefined }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const navigate = useNavigate({ from: '/admin/highlights' });
  const inputId = useId();
  const [text, setText] = useState(date ?? '');
  const [shown, setShown] = useState(date);
  if (shown !== date) {
    setShown(date);
    setText(date ?? '');
  }

  useApplyAfterPause(isIsoDate(text) && text !== date ? text : null, (day) => void navigate({ search: { date: day } }), TYPING_DELAY_MS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isIsoDate(text) && text !== date) void navigate({ search: { date: text } });
  }

  const relation = date && today ? dayRelation(date, today) : null;
  const badge = relation ? RELATION_BADGE[relation] : null;
  const todayWord = t('highlights.today');

  return (
    <div className="hl-daybar">
      <p className="hl-daybar__date" aria-live="polite">
        {/* The day starts the line: "Viernes, 28 nov" (a Spanish day name is written lower case inside a sentence). */}
        <span>{date && today ? capitalize(formatDay(date, today, lang)) : todayWord}</span>
        {badge ? <span className={`admin-badge${relation === 'today' ? ' admin-badge--on' : ''}`}>{t(badge)}</span> : null}
      </p>
      <div className="hl-daybar__controls">
        {date ? (
          <Link to="/admin/highlights" search={{ date: addDays(date, -1) }} className="admin-btn hl-daybar__step">
            <span aria-hidden="true">←</span> {t('highlights.previousDay')}
          </Link>
        ) : (
          <button type="button" className="admin-btn hl-daybar__step" disabled>
            <span aria-hidden="true">←</span> {t('highlights.previousDay')}
          </button>
        )}
        <form className="hl-daybar__pick" onSubmit={onSubmit}>
          <label htmlFor={inputId}>{t('highlights.date')}</label>
          <input id={inputId} type="date" value={text} onChange={(event) => setText(event.target.value)} required />
          <button type="submit" className="admin-btn">
            {t('highlights.show')}
          </button>
        </form>
        {date ? (
          <Link to="/admin/highlights" search={{ date: addDays(date, 1) }} className="admin-btn hl-daybar__step">
            {t('highlights.nextDay')} <span aria-hidden="true">→</span>
          </Link>
        ) : (
          <button type="button" className="admin-btn hl-daybar__step" disabled>
            {t('highlights.nextDay')} <span aria-hidden="true">→</span>
          </button>
        )}
        {/* Current (aria-current="page") only at the plain address, not on every dated one. */}
        <Link to="/admin/highlights" search={{}} activeOptions={{ exact: true, includeSearch: true }} className="admin-btn admin-btn--quiet hl-daybar__today">
          {todayWord}
        </Link>
      </div>
    </div>
  );
}
