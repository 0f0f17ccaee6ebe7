// The day's schedule: every record in order, with its tag override, active switch and removal, and reordering four
// ways: drag by the handle (pointer events: mouse, finger or pen), a typed position ("1" is the top), Top, and
// Up / Down. Rows change only once the server has agreed; a moved row keeps the focus on the control that moved it,
// and the move is announced.
import { useLayoutEffect, useRef, useState } from 'react';
import { missingTranslations, type Translations } from '../../../shared/rules/translations';
import { HIGHLIGHT_TRANSLATED_FIELDS, highlightUpsertInput, type HighlightDay, type ScheduledDayRow } from '../../../shared/schemas/highlights';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { useToast } from '../../components/admin/toasts';
import { formatDay } from '../../lib/day-labels';
import { planMove } from './highlight-order';
import { PositionField } from './position-field';
import { TagEditor } from './tag-editor';
import { useHighlightsRefresh } from './use-highlights-refresh';
import { useRowDrag } from '../../components/admin/use-row-drag';

/** The control that moved a row, to give the focus back to. */
type Mover = 'top' | 'up' | 'down' | 'position';

export function DaySchedule({ day }: { day: HighlightDay }) {
  const rows = day.scheduled;
  const withoutPhoto = new Set(day.cards.filter((card) => !card.image).map((card) => card.id));
  const when = formatDay(day.date, day.today);
  const toast = useToast();
  const confirm = useConfirm();
  const refresh = useHighlightsRefresh();
  const reorder = trpc.admin.highlights.reorder.useMutation();
  const setActive = trpc.admin.highlights.setActive.useMutation();
  const upsert = trpc.admin.highlights.upsert.useMutation();
  const remove = trpc.admin.highlights.remove.useMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const movers = useRef(new Map<string, HTMLButtonElement | HTMLInputElement>());
  const refocus = useRef<{ id: number; mover: Mover } | null>(null);
  const { drag, handleProps } = useRowDrag((from, to) => void move(from, to), moving);

  // React moves a reordered row's element, which drops the focus: give it back to the control that was used (or,
  // at the top or bottom where that one is disabled, to the next move control of the same row that is not).
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const order: Mover[] = [wanted.mover, 'up', 'down', 'position'];
    const target = order.map((mover) => movers.current.get(`${wanted.id}:${mover}`)).find((element) => element && !element.disabled);
    target?.focus();
  }, [rows]);

  const moverRef = (id: number, mover: Mover) => (element: HTMLButtonElement | HTMLInputElement | null) => {
    if (element) movers.current.set(`${id}:${mover}`, element);
    else movers.current.delete(`${id}:${mover}`);
  };

  async function move(from: number, to: number, mover?: Mover) {
    const plan = planMove(rows, from, to);
    const row = rows[from];
    if (moving || !plan || !row) return;
    setMoving(true);
    refocus.current = null;
    try {
      await reorder.mutateAsync({ date: day.date, positions: plan.positions });
      if (mover) refocus.current = { id: row.id, mover };
      await refresh();
      toast.success(`Moved ${row.itemName} to position ${plan.position}.`);
    } catch (error) {
      toast.error(errorMessage(error, `Could not move ${row.itemName}.`));
    } finally {
      setMoving(false);
    }
  }

  async function toggle(row: ScheduledDayRow) {
    if (busy !== null) return;
    setBusy(row.id);
    try {
      await setActive.mutateAsync({ id: row.id, value: !row.active });
      await refresh();
      toast.success(`"${row.itemName}" ${row.active ? 'deactivated' : 'activated'} for ${when}.`);
    } catch (error) {
      toast.error(errorMessage(error, `Could not ${row.active ? 'deactivate' : 'activate'} "${row.itemName}".`));
    } finally {
      setBusy(null);
    }
  }

  async function saveTag(row: ScheduledDayRow, tagOverride: string | null, translations?: Translations) {
    await upsert.mutateAsync({ date: day.date, itemId: row.itemId, tagOverride, translations });
    await refresh();
    toast.success(tagOverride ? `Tag for "${row.itemName}" saved.` : `"${row.itemName}" shows its own tag again.`);
  }

  async function onRemove(row: ScheduledDayRow) {
    if (busy !== null) return;
    const ok = await confirm({ message: `Remove "${row.itemName}" from ${when}?`, detail: 'The dish stays on the menu.', confirmLabel: 'Remove', danger: true });
    if (!ok) return;
    setBusy(row.id);
    try {
      await remove.mutateAsync({ id: row.id });
      await refresh();
      toast.success(`"${row.itemName}" removed from ${when}.`);
      heading.current?.focus();
    } catch (error) {
      toast.error(errorMessage(error, `Could not remove "${row.itemName}".`));
    } finally {
      setBusy(null);
    }
  }

  const dropClass = (index: number) => {
    if (!drag || drag.over !== index || drag.over === drag.from) return '';
    return drag.over < drag.from ? ' hl-row--drop-above' : ' hl-row--drop-below';
  };

  return (
    <section className="hl-schedule" aria-labelledby="hl-schedule-title">
      <div className="hl-section-head">
        <h2 id="hl-schedule-title" className="hl-section-title" tabIndex={-1} ref={heading}>
          Schedule for {when}
        </h2>
        {rows.length > 1 ? <p className="hl-section-hint">Drag a dish by its handle, type its position, or use Top, Up and Down.</p> : null}
        {rows.length > 0 ? <MissingTranslations count={rows.reduce((count, row) => count + missingTranslations({ tagOverride: row.tagOverride }, row.translations, HIGHLIGHT_TRANSLATED_FIELDS), 0)} /> : null}
      </div>
      {rows.length === 0 ? (
        <AdminState kind="empty">Nothing scheduled for this day. Add dishes below, or copy another day’s plan to it.</AdminState>
      ) : (
        <table className="admin-table hl-table" aria-label={`Schedule for ${when}`} aria-busy={moving}>
          <thead>
            <tr>
              <th scope="col">Position</th>
              <th scope="col">Dish</th>
              <th scope="col">Tag override</th>
              <th scope="col">Active</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id} data-row-index={index} className={`hl-row${drag?.from === index ? ' hl-row--dragging' : ''}${dropClass(index)}`}>
                <td data-label="" className="hl-table__position">
                  <span className="hl-drag" aria-hidden="true" title={`Drag ${row.itemName} to reorder`} data-drag-handle={row.itemName} {...handleProps(index)} />
                  <PositionField name={row.itemName} position={index + 1} count={rows.length} onMove={(position) => void move(index, position - 1, 'position')} inputRef={moverRef(row.id, 'position')} />
                </td>
                <td data-label="" className="hl-table__dish">
                  <span className="admin-table__title">{row.itemName}</span>
                  {row.itemAvailable ? null : (
                    <span className="hl-row__note">
                      <span className="admin-badge admin-badge--off">Off the menu</span> not shown until it is back
                    </span>
                  )}
                  {day.source === 'scheduled' && withoutPhoto.has(row.itemId) ? <span className="hl-row__note">No photo: the home page shows a placeholder</span> : null}
                </td>
                <td data-label="" className="hl-table__tag">
                  <TagEditor
                    name={row.itemName}
                    value={row.tagOverride}
                    placeholder={row.itemTag ? `Dish’s tag: ${row.itemTag}` : 'No tag'}
                    schema={highlightUpsertInput.shape.tagOverride}
                    field="tagOverride"
                    twin={{ translations: row.translations, schema: highlightUpsertInput.shape.translations }}
                    onSave={(tag, translations) => saveTag(row, tag, translations)}
                  />
                </td>
                <td data-label="" className="hl-table__active">
                  <button type="button" className="admin-toggle" aria-pressed={row.active} aria-label={`Active: ${row.itemName}`} onClick={() => void toggle(row)} aria-disabled={busy === row.id || undefined}>
                    Active
                  </button>
                </td>
                <td data-label="" className="hl-table__actions">
                  <div className="admin-table__actions hl-moves">
                    <button type="button" className="admin-btn" ref={moverRef(row.id, 'top')} disabled={index === 0} aria-label={`Move to top: ${row.itemName}`} onClick={() => void move(index, 0, 'top')}>
                      <span aria-hidden="true">⤒ </span>Top
                    </button>
                    <button type="button" className="admin-btn" ref={moverRef(row.id, 'up')} disabled={index === 0} aria-label={`Move up: ${row.itemName}`} onClick={() => void move(index, index - 1, 'up')}>
                      <span aria-hidden="true">↑ </span>Up
                    </button>
                    <button type="button" className="admin-btn" ref={moverRef(row.id, 'down')} disabled={index === rows.length - 1} aria-label={`Move down: ${row.itemName}`} onClick={() => void move(index, index + 1, 'down')}>
                      <span aria-hidden="true">↓ </span>Down
                    </button>
                    <button type="button" className="admin-btn admin-btn--danger" aria-label={`Remove "${row.itemName}"`} onClick={() => void onRemove(row)} aria-disabled={busy === row.id || undefined}>
                      Remove
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
