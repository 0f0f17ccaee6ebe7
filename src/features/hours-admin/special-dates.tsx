// Special dates: the upcoming ones (the bar's today through a year) with Edit and Remove, and the form that adds
// one or changes one. The API upserts by date, so the form says when a date it is given already has special hours.
import { useRef, useState } from 'react';
import { addDays } from '../../../shared/rules/dates';
import { closesNextDay } from '../../../shared/rules/opening-hours';
import type { SpecialDate } from '../../../shared/schemas/hours';
import { useBarToday } from '../../lib/bar-time';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminState } from '../admin/ui/admin-page';
import { useConfirm } from '../admin/ui/confirm-dialog';
import { useToast } from '../admin/ui/toasts';
import { dayRelation, formatDay } from '../highlights-admin/highlight-days';
import { AfterMidnight } from './after-midnight';
import { SpecialDateForm, type SavedSpecial } from './special-date-form';
import { specialHours, specialName } from './special-date-values';

/** How far ahead admin.hours.special lists by default (the server's year from today). */
const LISTED_DAYS = 365;

export function SpecialDates() {
  const list = trpc.admin.hours.special.useQuery();
  const today = useBarToday()?.date;
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const remove = trpc.admin.hours.deleteSpecial.useMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<SpecialDate | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const dates = list.data;
  // Without the server's today yet, dates read without a year where it is needed; the list waits for it.
  const day = today ?? '';

  async function refresh() {
    await Promise.all([utils.admin.hours.special.invalidate(), utils.hours.invalidate()]);
  }

  async function onRemove(special: SpecialDate) {
    const name = specialName(special, day);
    if (!(await confirm({ message: `Remove ${name}?`, detail: 'The regular hours apply that day again.', confirmLabel: 'Remove', danger: true }))) return;
    setBusy(special.id);
    try {
      await remove.mutateAsync({ id: special.id });
      if (editing?.id === special.id) setEditing(null);
      await refresh();
      toast.success(`Removed ${name}: the regular hours apply that day.`);
      heading.current?.focus();
    } catch (error) {
      toast.error(errorMessage(error, `Could not remove ${name}.`));
    } finally {
      setBusy(null);
    }
  }

  async function onSaved({ special, created }: SavedSpecial) {
    await refresh();
    toast.success(`${created ? 'Added' : 'Updated'} ${specialName(special, day)}.`);
    const wasEditing = editing !== null;
    setEditing(null);
    // Back to the row that was edited; after an add the form stays ready for the next date.
    if (wasEditing) requestAnimationFrame(() => editButtons.current.get(special.id)?.focus());
  }

  function onCancelEdit() {
    const id = editing?.id;
    setEditing(null);
    if (id !== undefined) requestAnimationFrame(() => editButtons.current.get(id)?.focus());
  }

  return (
    <section className="hours-section" aria-labelledby="hours-special-title">
      <div className="hours-section__head">
        <h2 id="hours-special-title" className="hours-section__title" tabIndex={-1} ref={heading}>
          Special dates
        </h2>
        <p className="hours-section__hint">Holidays the bar closes for and evenings with changed hours. On its date, a special date replaces the regular week everywhere on the site.</p>
      </div>
      <div className="hours-special">
        <div className="hours-special__list">
          {list.isPending || !today ? (
            <AdminState kind="loading">Loading special dates…</AdminState>
          ) : list.isError ? (
            <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void list.refetch()}>Try again</button>}>
              {errorMessage(list.error, 'Failed to load the special dates')}
            </AdminState>
          ) : dates && dates.length === 0 ? (
            <AdminState kind="empty">No special dates in the coming year: the regular week applies every day.</AdminState>
          ) : dates ? (
            <table className="admin-table hours-table" aria-label="Upcoming special dates" aria-busy={list.isFetching}>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Hours</th>
                  <th scope="col">Note</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {dates.map((special) => {
                  const name = specialName(special, today);
                  const relation = dayRelation(special.date, today);
                  return (
                    <tr key={special.id} className={editing?.id === special.id ? 'hours-table__editing' : undefined}>
                      <td data-label="">
                        <span className="admin-table__title">{formatDay(special.date, today)}</span>
                        {relation === 'today' || relation === 'tomorrow' ? <span className="admin-badge admin-badge--new hours-table__when">{relation === 'today' ? 'Today' : 'Tomorrow'}</span> : null}
                      </td>
                      <td data-label="Hours">
                        {special.closed ? (
                          <span className="admin-badge hours-badge--closed">Closed</span>
                        ) : (
                          <span className="hours-table__hours">
                            {specialHours(special)}
                            {special.opens && special.closes && closesNextDay(special.opens, special.closes) ? (
                              <AfterMidnight compact />
                            ) : null}
                          </span>
                        )}
                      </td>
                      <td data-label="Note">{special.note ?? <span className="admin-table__muted">—</span>}</td>
                      <td data-label="">
                        <div className="admin-table__actions">
                          <button
                            type="button"
                            className="admin-btn"
                            ref={(node) => {
                              if (node) editButtons.current.set(special.id, node);
                              else editButtons.current.delete(special.id);
                            }}
                            onClick={() => setEditing(special)}
                            aria-label={`Edit ${name}`}
                          >
                            Edit
                          </button>
                          <button type="button" className="admin-btn admin-btn--danger" onClick={() => void onRemove(special)} disabled={busy === special.id} aria-label={`Remove ${name}`}>
                            Remove
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : null}
        </div>
        <SpecialDateForm key={editing?.id ?? 'new'} editing={editing} today={today} listed={dates} listedUntil={today ? addDays(today, LISTED_DAYS) : undefined} onSaved={onSaved} onCancel={onCancelEdit} />
      </div>
    </section>
  );
}
