// Adding dishes to the day: search the menu, optionally give a tag override, Add. A new dish goes after the day's
// last one (the server's default); a dish already on the day says where it is instead of offering Add.
import { useId, useRef, useState } from 'react';
import { highlightUpsertInput, type HighlightDay } from '../../../shared/schemas/highlights';
import type { MenuItemDto } from '../../../shared/schemas/menu';
import { trpc } from '../../lib/trpc';
import { saveFailure } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { formatDay } from '../../lib/day-labels';
import { MenuSearch } from './menu-search';
import { useHighlightsRefresh } from './use-highlights-refresh';

export function AddDishes({ day }: { day: HighlightDay }) {
  const when = formatDay(day.date, day.today);
  const toast = useToast();
  const refresh = useHighlightsRefresh();
  const upsert = trpc.admin.highlights.upsert.useMutation();
  const tagId = useId();
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  const [adding, setAdding] = useState<number | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const scheduledAt = new Map(day.scheduled.map((row, index) => [row.itemId, index + 1]));

  async function add(item: MenuItemDto) {
    if (adding !== null) return;
    const check = highlightUpsertInput.safeParse({ date: day.date, itemId: item.id, tagOverride: tag });
    if (!check.success) {
      setTagError(check.error.issues.find((issue) => issue.path[0] === 'tagOverride')?.message ?? check.error.issues[0]?.message ?? 'Check the tag.');
      return;
    }
    setTagError(null);
    setAdding(item.id);
    try {
      // No position: the server puts a new dish after the day's last one.
      await upsert.mutateAsync({ date: day.date, itemId: item.id, ...(check.data.tagOverride ? { tagOverride: check.data.tagOverride } : {}) });
      await refresh();
      toast.success(`"${item.name}" added to ${when}.`);
      setTag('');
      searchInput.current?.focus();
    } catch (error) {
      const { message, fields } = saveFailure(error, `Could not add "${item.name}".`);
      if (fields.tagOverride) setTagError(fields.tagOverride);
      toast.error(message);
    } finally {
      setAdding(null);
    }
  }

  return (
    <section className="admin-panel hl-tool" aria-labelledby="hl-add-title">
      <h2 id="hl-add-title" className="hl-section-title">
        Add dishes to {when}
      </h2>
      <MenuSearch
        label="Search the menu"
        inputRef={searchInput}
        renderAction={(item) => {
          const position = scheduledAt.get(item.id);
          if (position !== undefined) return <span className="admin-badge admin-badge--on">Scheduled · position {position}</span>;
          return (
            <button type="button" className="admin-btn admin-btn--primary" aria-label={`Add "${item.name}"`} onClick={() => void add(item)} aria-disabled={adding !== null || undefined}>
              {adding === item.id ? 'Adding…' : 'Add'}
            </button>
          );
        }}
      >
        <div className={`admin-field${tagError ? ' admin-field--invalid' : ''}`}>
          <label htmlFor={tagId}>Tag override (optional)</label>
          <input
            id={tagId}
            value={tag}
            maxLength={60}
            onChange={(event) => setTag(event.target.value)}
            placeholder="e.g. Tonight only"
            aria-invalid={tagError ? true : undefined}
            aria-describedby={`${tagId}-hint${tagError ? ` ${tagId}-error` : ''}`}
          />
          <p id={`${tagId}-hint`} className="admin-field__hint">
            Given to the next dish you add. Empty: the card shows the dish’s own highlight tag, if it has one.
          </p>
          {tagError ? (
            <p id={`${tagId}-error`} className="admin-field__error">
              {tagError}
            </p>
          ) : null}
        </div>
      </MenuSearch>
    </section>
  );
}
