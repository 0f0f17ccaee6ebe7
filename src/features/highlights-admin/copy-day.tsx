// Copying the day's plan (dishes, order, tags, switches) onto other days, replacing theirs: the seven days after it
// as checkboxes, any other date added by hand, a confirmation that names the days, then the outcome with links.
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { isIsoDate } from '../../../shared/rules/dates';
import { highlightCopyInput, type HighlightDay } from '../../../shared/schemas/highlights';
import { trpc } from '../../lib/trpc';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { CheckField } from '../../components/admin/field';
import { saveFailure } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { formatDay, formatShortDay } from '../../lib/day-labels';
import { followingDays, joinWords } from './highlight-days';
import { useHighlightsRefresh } from './use-highlights-refresh';

const NEXT_DAYS = 7;

export function CopyDay({ day }: { day: HighlightDay }) {
  const when = formatDay(day.date, day.today);
  const toast = useToast();
  const confirm = useConfirm();
  const refresh = useHighlightsRefresh();
  const copyDay = trpc.admin.highlights.copyDay.useMutation();
  const otherId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [extra, setExtra] = useState<string[]>([]);
  const [other, setOther] = useState('');
  const [otherError, setOtherError] = useState<string | null>(null);
  const [copiedTo, setCopiedTo] = useState<string[]>([]);
  const [copying, setCopying] = useState(false);
  const [goError, setGoError] = useState<string | null>(null);

  const nextDays = followingDays(day.date, NEXT_DAYS);
  const otherDates = extra.filter((date) => !nextDays.includes(date));
  const targets = [...chosen].sort();
  const dishes = day.scheduled.length;
  const short = (date: string) => formatShortDay(date, day.today);

  function toggle(date: string, on: boolean) {
    setGoError(null);
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(date);
      else next.delete(date);
      return next;
    });
  }

  function addOther() {
    if (!isIsoDate(other)) return setOtherError('Choose a date.');
    if (other === day.date) return setOtherError('That is the day being copied.');
    setOtherError(null);
    if (!nextDays.includes(other) && !extra.includes(other)) setExtra((old) => [...old, other].sort());
    toggle(other, true);
    setOther('');
  }

  async function onCopy() {
    if (copying) return;
    if (targets.length === 0) return setGoError('Choose at least one day to copy to.');
    setGoError(null);
    const check = highlightCopyInput.safeParse({ from: day.date, to: targets });
    if (!check.success) return toast.error(check.error.issues[0]?.message ?? 'Check the dates.');
    const names = joinWords(targets.map(short));
    const ok = await confirm({
      message: targets.length === 1 ? `Replace the plan of ${names}?` : `Replace the plans of ${targets.length} days?`,
      detail: `${targets.length === 1 ? 'It' : `${names}: they`} will show the same ${dishes === 1 ? 'dish' : `${dishes} dishes`} as ${when}, in the same order, with the same tags and switches. What ${targets.length === 1 ? 'it has' : 'they have'} scheduled now is removed.`,
      confirmLabel: 'Copy and replace',
      danger: true,
    });
    if (!ok) return;
    setCopying(true);
    try {
      await copyDay.mutateAsync(check.data);
      await refresh();
      toast.success(`Copied the plan of ${when} to ${names}.`);
      setCopiedTo(targets);
      setChosen(new Set());
    } catch (error) {
      toast.error(saveFailure(error, 'Could not copy the plan.').message);
    } finally {
      setCopying(false);
    }
  }

  return (
    <section className="admin-panel hl-tool" aria-labelledby="hl-copy-title">
      <h2 id="hl-copy-title" className="hl-section-title">
        Copy this plan to other days
      </h2>
      {dishes === 0 ? <p className="admin-field__hint">Nothing is scheduled on {when}, so there is no plan to copy yet.</p> : null}
      <fieldset className="hl-copy__days">
        <legend>The next {NEXT_DAYS} days</legend>
        {nextDays.map((date) => (
          <CheckField key={date} label={short(date)} checked={chosen.has(date)} onChange={(on) => toggle(date, on)} disabled={dishes === 0} />
        ))}
      </fieldset>
      {otherDates.length > 0 ? (
        <fieldset className="hl-copy__days">
          <legend>Other dates</legend>
          {otherDates.map((date) => (
            <CheckField key={date} label={short(date)} checked={chosen.has(date)} onChange={(on) => toggle(date, on)} disabled={dishes === 0} />
          ))}
        </fieldset>
      ) : null}
      <div className="hl-copy__other">
        <div className={`admin-field${otherError ? ' admin-field--invalid' : ''}`}>
          <label htmlFor={otherId}>Another date</label>
          <input
            id={otherId}
            type="date"
            value={other}
            onChange={(event) => setOther(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addOther();
              }
            }}
            disabled={dishes === 0}
            aria-invalid={otherError ? true : undefined}
            aria-describedby={otherError ? `${otherId}-error` : undefined}
          />
          {otherError ? (
            <p id={`${otherId}-error`} className="admin-field__error">
              {otherError}
            </p>
          ) : null}
        </div>
        <button type="button" className="admin-btn" onClick={addOther} disabled={dishes === 0}>
          Add date
        </button>
      </div>
      <div className="hl-copy__go">
        {/* Not disabled while focused (after a copy the choice is cleared): a click without a day says what is missing. */}
        <button type="button" className="admin-btn admin-btn--primary" onClick={() => void onCopy()} disabled={dishes === 0} aria-disabled={copying || undefined} aria-describedby={goError ? `${otherId}-go` : undefined}>
          {copying ? 'Copying…' : targets.length === 0 ? 'Copy…' : `Copy to ${targets.length} ${targets.length === 1 ? 'day' : 'days'}…`}
        </button>
        {goError ? (
          <p id={`${otherId}-go`} className="admin-field__error" role="alert">
            {goError}
          </p>
        ) : null}
      </div>
      {copiedTo.length > 0 ? (
        <p className="hl-copy__done">
          Copied to{' '}
          {copiedTo.map((date, index) => (
            <span key={date}>
              {index > 0 ? (index === copiedTo.length - 1 ? ' and ' : ', ') : null}
              <Link to="/admin/highlights" search={{ date }}>
                {short(date)}
              </Link>
            </span>
          ))}
          .
        </p>
      ) : null}
    </section>
  );
}
