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
import { inAdminLanguage } from '../../components/admin/form-errors';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
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
  const t = useAdminT();
  const lang = useAdminLang();
  const when = formatDay(day.date, day.today, lang);
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
      toast.success(t('highlights.moved', { name: row.itemName, position: plan.position }));
    } catch (error) {
      toast.error(inAdminLanguage(errorMessage(error, t('highlights.moveFailed', { name: row.itemName }))));
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
      toast.success(t(row.active ? 'highlights.deactivated' : 'highlights.activated', { name: row.itemName, when }));
    } catch (error) {
      toast.error(inAdminLanguage(errorMessage(error, t(row.active ? 'highlights.deactivateFailed' : 'highlights.activateFailed', { name: row.itemName }))));
    } finally {
      setBusy(null);
    }
  }

  async function saveTag(row: ScheduledDayRow, tagOverride: string | null, translations?: Translations) {
    await upsert.mutateAsync({ date: day.date, itemId: row.itemId, tagOverride, translations });
    await refresh();
    toast.success(t(tagOverride ? 'highlights.tagSaved' : 'highlights.ownTagAgain', { name: row.itemName }));
  }

  async function onRemove(row: ScheduledDayRow) {
    if (busy !== null) return;
    const ok = await confirm({ message: t('highlights.removeQuestion', { name: row.itemName, when }), detail: t('highlights.removeDetail'), confirmLabel: t('highlights.remove'), danger: true });
    if (!ok) return;
    setBusy(row.id);
    try {
      await remove.mutateAsync({ id: row.id });
      await refresh();
      toast.success(t('highlights.removed', { name: row.itemName, when }));
      heading.current?.focus();
    } catch (error) {
      toast.error(inAdminLanguage(errorMessage(error, t('highlights.removeFailed', { name: row.itemName }))));
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
          {t('highlights.scheduleFor', { when })}
        </h2>
        {rows.length > 1 ? <p className="hl-section-hint">{t('highlights.dragHint')}</p> : null}
        {rows.length > 0 ? <MissingTranslations count={rows.reduce((count, row) => count + missingTranslations({ tagOverride: row.tagOverride }, row.translations, HIGHLIGHT_TRANSLATED_FIELDS), 0)} /> : null}
      </div>
      {rows.length === 0 ? (
        <AdminState kind="empty">{t('highlights.scheduleEmpty')}</AdminState>
      ) : (
        <table className="admin-table hl-table" aria-label={t('highlights.scheduleFor', { when })} aria-busy={moving}>
          <thead>
            <tr>
              <th scope="col">{t('highlights.position')}</th>
              <th scope="col">{t('highlights.dish')}</th>
              <th scope="col">{t('highlights.tagOverride')}</th>
              <th scope="col">{t('highlights.active')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('highlights.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id} data-row-index={index} className={`hl-row${drag?.from === index ? ' hl-row--dragging' : ''}${dropClass(index)}`}>
                <td data-label="" className="hl-table__position">
                  <span className="hl-drag" aria-hidden="true" title={t('highlights.dragToReorder', { name: row.itemName })} data-drag-handle={row.itemName} {...handleProps(index)} />
                  <PositionField name={row.itemName} position={index + 1} count={rows.length} onMove={(position) => void move(index, position - 1, 'position')} inputRef={moverRef(row.id, 'position')} />
                </td>
                <td data-label="" className="hl-table__dish">
                  <span className="admin-table__title">{row.itemName}</span>
                  {row.itemAvailable ? null : (
                    <span className="hl-row__note">
                      <span className="admin-badge admin-badge--off">{t('highlights.offMenu')}</span> {t('highlights.hiddenUntilBack')}
                    </span>
                  )}
                  {day.source === 'scheduled' && withoutPhoto.has(row.itemId) ? <span className="hl-row__note">{t('highlights.rowNoPhoto')}</span> : null}
                </td>
                <td data-label="" className="hl-table__tag">
                  <TagEditor
                    name={row.itemName}
                    value={row.tagOverride}
                    placeholder={row.itemTag ? t('highlights.dishTag', { tag: row.itemTag }) : t('highlights.noTag')}
                    schema={highlightUpsertInput.shape.tagOverride}
                    field="tagOverride"
                    twin={{ translations: row.translations, schema: highlightUpsertInput.shape.translations }}
                    onSave={(tag, translations) => saveTag(row, tag, translations)}
                  />
                </td>
                <td data-label="" className="hl-table__active">
                  <button type="button" className="admin-toggle" aria-pressed={row.active} aria-label={t('highlights.activeOf', { name: row.itemName })} onClick={() => void toggle(row)} aria-disabled={busy === row.id || undefined}>
                    {t('highlights.active')}
                  </button>
                </td>
                <td data-label="" className="hl-table__actions">
                  <div className="admin-table__actions hl-moves">
                    <button type="button" className="admin-btn" ref={moverRef(row.id, 'top')} disabled={index === 0} aria-label={t('highlights.moveTop', { name: row.itemName })} onClick={() => void move(index, 0, 'top')}>
                      <span aria-hidden="true">⤒ </span>{t('highlights.top')}
                    </button>
                    <button type="button" className="admin-btn" ref={moverRef(row.id, 'up')} disabled={index === 0} aria-label={t('highlights.moveUp', { name: row.itemName })} onClick={() => void move(index, index - 1, 'up')}>
                      <span aria-hidden="true">↑ </span>{t('highlights.up')}
                    </button>
                    <button type="button" className="admin-btn" ref={moverRef(row.id, 'down')} disabled={index === rows.length - 1} aria-label={t('highlights.moveDown', { name: row.itemName })} onClick={() => void move(index, index + 1, 'down')}>
                      <span aria-hidden="true">↓ </span>{t('highlights.down')}
                    </button>
                    <button type="button" className="admin-btn admin-btn--danger" aria-label={t('highlights.removeOf', { name: row.itemName })} onClick={() => void onRemove(row)} aria-disabled={busy === row.id || undefined}>
                      {t('highlights.remove')}
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
