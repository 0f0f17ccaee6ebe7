// The day's schedule: every record in order, with its tag override, active switch and removal, and reordering by
// drag and drop (native HTML5 drag events on a handle) or, for keyboard and touch, Move up / Move down. Rows change
// only once the server has agreed; a moved row keeps the focus on its button, and the move is announced.
import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { highlightUpsertInput, type HighlightDay, type ScheduledDayRow } from '../../../shared/schemas/highlights';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminState } from '../admin/ui/admin-page';
import { useConfirm } from '../admin/ui/confirm-dialog';
import { useToast } from '../admin/ui/toasts';
import { formatDay } from './highlight-days';
import { planMove } from './highlight-order';
import { TagEditor } from './tag-editor';
import { useHighlightsRefresh } from './use-highlights-refresh';

type Direction = 'up' | 'down';

export function DaySchedule({ day }: { day: HighlightDay }) {
  const rows = day.scheduled;
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
  const [drag, setDrag] = useState<{ from: number; over: number | null } | null>(null);
  // The row being dragged, read by the drag events themselves (they may come faster than React renders).
  const dragFrom = useRef<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ id: number; direction: Direction } | null>(null);

  // React moves a reordered row's element, which drops the focus: give it back to the button that was pressed
  // (or, at the top or bottom where that one is disabled, to the other move button of the same row).
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const pressed = moveButtons.current.get(`${wanted.id}:${wanted.direction}`);
    const other = moveButtons.current.get(`${wanted.id}:${wanted.direction === 'up' ? 'down' : 'up'}`);
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [rows]);

  const buttonRef = (id: number, direction: Direction) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(`${id}:${direction}`, element);
    else moveButtons.current.delete(`${id}:${direction}`);
  };

  async function move(from: number, to: number, direction?: Direction) {
    const plan = planMove(rows, from, to);
    const row = rows[from];
    if (moving || !plan || !row) return;
    setMoving(true);
    refocus.current = null;
    try {
      await reorder.mutateAsync({ date: day.date, positions: plan.positions });
      if (direction) refocus.current = { id: row.id, direction };
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

  async function saveTag(row: ScheduledDayRow, tagOverride: string | null) {
    await upsert.mutateAsync({ date: day.date, itemId: row.itemId, tagOverride });
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

  function onDragOver(event: DragEvent<HTMLTableRowElement>, index: number) {
    const from = dragFrom.current;
    if (from === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (drag?.over !== index) setDrag({ from, over: index });
  }

  function onDrop(event: DragEvent<HTMLTableRowElement>, index: number) {
    const from = dragFrom.current;
    if (from === null) return;
    event.preventDefault();
    dragFrom.current = null;
    setDrag(null);
    void move(from, index);
  }

  function endDrag() {
    dragFrom.current = null;
    setDrag(null);
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
        {rows.length > 1 ? <p className="hl-section-hint">Drag a row by its handle, or use Move up and Move down.</p> : null}
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
              <tr
                key={row.id}
                className={`hl-row${drag?.from === index ? ' hl-row--dragging' : ''}${dropClass(index)}`}
                onDragOver={(event) => onDragOver(event, index)}
                onDrop={(event) => onDrop(event, index)}
              >
                <td data-label="" className="hl-table__position">
                  <span
                    className="hl-drag"
                    draggable={!moving}
                    aria-hidden="true"
                    title={`Drag ${row.itemName} to reorder`}
                    data-drag-handle={row.itemName}
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', row.itemName);
                      const line = event.currentTarget.closest('tr');
                      if (line) event.dataTransfer.setDragImage(line, 24, 24);
                      dragFrom.current = index;
                      setDrag({ from: index, over: null });
                    }}
                    onDragEnd={endDrag}
                  />
                  <span className="hl-position">
                    <span className="visually-hidden">Position </span>
                    {index + 1}
                  </span>
                </td>
                <td data-label="">
                  <span className="admin-table__title">{row.itemName}</span>
                  {row.itemAvailable ? null : (
                    <span className="hl-row__note">
                      <span className="admin-badge admin-badge--off">Off the menu</span> not shown until it is back
                    </span>
                  )}
                </td>
                <td data-label="Tag override">
                  <TagEditor
                    name={row.itemName}
                    value={row.tagOverride}
                    placeholder={row.itemTag ? `Dish’s tag: ${row.itemTag}` : 'No tag'}
                    schema={highlightUpsertInput.shape.tagOverride}
                    field="tagOverride"
                    onSave={(tag) => saveTag(row, tag)}
                  />
                </td>
                <td data-label="">
                  <button type="button" className="admin-toggle" aria-pressed={row.active} aria-label={`Active: ${row.itemName}`} onClick={() => void toggle(row)} aria-disabled={busy === row.id || undefined}>
                    Active
                  </button>
                </td>
                <td data-label="">
                  <div className="admin-table__actions">
                    <button type="button" className="admin-btn" ref={buttonRef(row.id, 'up')} disabled={index === 0} aria-label={`Move up: ${row.itemName}`} onClick={() => void move(index, index - 1, 'up')}>
                      Move up
                    </button>
                    <button type="button" className="admin-btn" ref={buttonRef(row.id, 'down')} disabled={index === rows.length - 1} aria-label={`Move down: ${row.itemName}`} onClick={() => void move(index, index + 1, 'down')}>
                      Move down
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
