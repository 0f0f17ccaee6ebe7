// Copying the day's plan (dishes, order, tags, switches) onto other days, replacing theirs: the seven days after it
// as checkboxes, any other date added by hand, a confirmation that names the days, then the outcome with links.
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { isIsoDate } from '../../../shared/rules/dates';
import { highlightCopyInput, type HighlightDay } from '../../../shared/schemas/highlights';
import { trpc } from '../../lib/trpc';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { CheckField } from '../../components/admin/field';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { capitalize } from '../../../shared/rules/calendar-names';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { adminPluralKey } from '../../i18n/admin-plural';
import { formatDay, formatShortDay } from '../../lib/day-labels';
import { followingDays, joinWords } from './highlight-days';
import { useHighlightsRefresh } from './use-highlights-refresh';

const NEXT_DAYS = 7;

export function CopyDay({ day }: { day: HighlightDay }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const when = formatDay(day.date, day.today, lang);
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
  const short = (date: string) => formatShortDay(date, day.today, lang);

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
    if (!isIsoDate(other)) return setOtherError(t('highlights.chooseDate'));
    if (other === day.date) return setOtherError(t('highlights.sameDay'));
    setOtherError(null);
    if (!nextDays.includes(other) && !extra.includes(other)) setExtra((old) => [...old, other].sort());
    toggle(other, true);
    setOther('');
  }

  async function onCopy() {
    if (copying) return;
    if (targets.length === 0) return setGoError(t('highlights.chooseDays'));
    setGoError(null);
    const check = highlightCopyInput.safeParse({ from: day.date, to: targets });
    if (!check.success) return toast.error(inAdminLanguage(check.error.issues[0]?.message ?? t('highlights.checkDates')));
    const names = joinWords(targets.map(short), t);
    const one = targets.length === 1;
    const ok = await confirm({
      message: one ? t('highlights.replaceOne', { names }) : t('highlights.replaceMany', { count: targets.length }),
      detail: t(adminPluralKey(lang, one ? 'highlights.replaceOneDetail' : 'highlights.replaceManyDetail', dishes), { names: capitalize(names), count: dishes, when }),
      confirmLabel: t('highlights.copyAndReplace'),
      danger: true,
    });
    if (!ok) return;
    setCopying(true);
    try {
      await copyDay.mutateAsync(check.data);
      await refresh();
      toast.success(t('highlights.copied', { when, names }));
      setCopiedTo(targets);
      setChosen(new Set());
    } catch (error) {
      toast.error(saveFailure(error, t('highlights.copyFailed')).message);
    } finally {
      setCopying(false);
    }
  }

  return (
    <section className="admin-panel hl-tool" aria-labelledby="hl-copy-title">
      <h2 id="hl-copy-title" className="hl-section-title">
        {t('highlights.copyTitle')}
      </h2>
      {dishes === 0 ? <p className="admin-field__hint">{t('highlights.nothingToCopy', { when })}</p> : null}
      <fieldset className="hl-copy__days">
        <legend>{t('highlights.nextDays', { count: NEXT_DAYS })}</legend>
        {nextDays.map((date) => (
          <CheckField key={date} label={capitalize(short(date))} checked={chosen.has(date)} onChange={(on) => toggle(date, on)} disabled={dishes === 0} />
        ))}
      </fieldset>
      {otherDates.length > 0 ? (
        <fieldset className="hl-copy__days">
          <legend>{t('highlights.otherDates')}</legend>
          {otherDates.map((date) => (
            <CheckField key={date} label={capitalize(short(date))} checked={chosen.has(date)} onChange={(on) => toggle(date, on)} disabled={dishes === 0} />
          ))}
        </fieldset>
      ) : null}
      <div className="hl-copy__other">
        <div className={`admin-field${otherError ? ' admin-field--invalid' : ''}`}>
          <label htmlFor={otherId}>{t('highlights.anotherDate')}</label>
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
          {t('highlights.addDate')}
        </button>
      </div>
      <div className="hl-copy__go">
        {/* Not disabled while focused (after a copy the choice is cleared): a click without a day says what is missing. */}
        <button type="button" className="admin-btn admin-btn--primary" onClick={() => void onCopy()} disabled={dishes === 0} aria-disabled={copying || undefined} aria-describedby={goError ? `${otherId}-go` : undefined}>
          {copying ? t('highlights.copying') : targets.length === 0 ? t('highlights.copy') : t(adminPluralKey(lang, 'highlights.copyTo', targets.length), { count: targets.length })}
        </button>
        {goError ? (
          <p id={`${otherId}-go`} className="admin-field__error" role="alert">
            {goError}
          </p>
        ) : null}
      </div>
      {copiedTo.length > 0 ? (
        <p className="hl-copy__done">
          {t('highlights.copiedTo')}{' '}
          {copiedTo.map((date, index) => (
            <span key={date}>
              {index > 0 ? (index === copiedTo.length - 1 ? ` ${t('highlights.and')} ` : ', ') : null}
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
