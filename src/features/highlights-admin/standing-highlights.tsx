// The standing highlights: the dishes the home page shows on a day without an active schedule, in its order, with
// their tag and place there. Un-flag one, retag it, or flag another (search) with a tag: admin.menu.setHighlight.
import { useRef, useState } from 'react';
import { site } from '../../../shared/config/site';
import { formatPrice } from '../../../shared/rules/price';
import { highlightFlagBody, highlightFlagInput, type MenuItemDto } from '../../../shared/schemas/menu';
import type { Translations } from '../../../shared/rules/translations';
import { fieldsFromIssues } from '../../../shared/schemas/issues';
import { HOME_HIGHLIGHT_LIMIT, type StandingHighlight } from '../../../shared/schemas/highlights';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminState } from '../../components/admin/admin-page';
import { saveFailure } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { liveListOptions } from '../../components/admin/live-list';
import { TranslatedField } from '../../components/admin/translated-field';
import { DishThumb } from './dish-thumb';
import { MenuSearch } from './menu-search';
import { orphanTwinRefusal } from './orphan-twin';
import { TagEditor } from './tag-editor';
import { useHighlightsRefresh } from './use-highlights-refresh';

/** The tag's name among a dish's translations (the flag itself calls it `tag`). */
const TAG_TWIN = 'menuHighlightTag';

/** A refusal's fields as the form names them: the flag's `tag` is the form's `menuHighlightTag`. */
function formFields(fields: Readonly<Record<string, string>>): Record<string, string> {
  const { tag, ...rest } = fields;
  return tag === undefined ? { ...rest } : { ...rest, [TAG_TWIN]: tag };
}

export function StandingHighlights() {
  const standing = trpc.admin.highlights.standing.useQuery(undefined, liveListOptions);
  const setHighlight = trpc.admin.menu.setHighlight.useMutation();
  const refresh = useHighlightsRefresh();
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [tag, setTag] = useState('');
  const [translations, setTranslations] = useState<Translations>({});
  /** Refusals by the form's field paths: the tag is `menuHighlightTag` there, as in its translations. */
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function unflag(dish: StandingHighlight) {
    if (busy !== null) return;
    setBusy(dish.id);
    try {
      await setHighlight.mutateAsync({ id: dish.id, value: false });
      await refresh({ standing: true });
      toast.success(`"${dish.name}" is no longer a standing highlight.`);
      heading.current?.focus();
    } catch (error) {
      toast.error(errorMessage(error, `Could not remove "${dish.name}" from the standing highlights.`));
    } finally {
      setBusy(null);
    }
  }

  async function retag(dish: StandingHighlight, next: string | null, translations?: Translations) {
    await setHighlight.mutateAsync({ id: dish.id, value: true, tag: next ?? '', translations });
    await refresh({ standing: true });
    toast.success(next ? `Tag for "${dish.name}" saved.` : `"${dish.name}" has no tag now.`);
  }

  async function flag(item: MenuItemDto) {
    if (busy !== null) return;
    const check = highlightFlagBody.safeParse({ value: true, tag, translations });
    const orphan = orphanTwinRefusal(tag, translations, TAG_TWIN);
    if (!check.success || orphan) {
      const found = formFields(check.success ? {} : fieldsFromIssues(check.error.issues));
      if (orphan) found[TAG_TWIN] ??= orphan;
      setErrors(found);
      toast.error(Object.values(found)[0] ?? 'Check the tag.');
      return;
    }
    setErrors({});
    setBusy(item.id);
    try {
      // No tag typed: the dish keeps the highlight tag it already has (and its Spanish).
      const { tag: typed, translations: twins } = check.data;
      await setHighlight.mutateAsync({ id: item.id, value: true, ...(typed ? { tag: typed, translations: twins } : {}) });
      await refresh({ standing: true });
      toast.success(`"${item.name}" is now a standing highlight.`);
      setTag('');
      setTranslations({});
      searchInput.current?.focus();
    } catch (error) {
      const { message, fields } = saveFailure(error, `Could not make "${item.name}" a standing highlight.`);
      setErrors(formFields(fields));
      toast.error(message);
    } finally {
      setBusy(null);
    }
  }

  const dishes = standing.data;
  return (
    <section className="hl-standing" aria-labelledby="hl-standing-title">
      <div className="hl-section-head">
        <h2 id="hl-standing-title" className="hl-section-title" tabIndex={-1} ref={heading}>
          Standing highlights
        </h2>
        <p className="hl-section-hint">
          What the home page shows on a day with nothing active scheduled, in this order (the menu’s display order). Dishes off the menu are skipped; at most {HOME_HIGHLIGHT_LIMIT} show.
        </p>
      </div>

      {standing.isPending ? (
        <AdminState kind="loading">Loading standing highlights…</AdminState>
      ) : standing.isError && !dishes ? (
        <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void standing.refetch()}>Try again</button>}>
          {errorMessage(standing.error, 'Failed to load the standing highlights')}
        </AdminState>
      ) : dishes && dishes.length === 0 ? (
        <AdminState kind="empty">No standing highlights: days without a schedule show no highlights. Add one below.</AdminState>
      ) : dishes ? (
        <table className="admin-table hl-table hl-standing__table" aria-label="Standing highlights">
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Photo</th>
              <th scope="col">Dish</th>
              <th scope="col">Tag</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {dishes.map((dish) => (
              <tr key={dish.id}>
                <td data-label="Place">{dish.shownAt ?? '—'}</td>
                <td data-label="" className="hl-standing__photo">
                  <DishThumb src={dish.image} className="admin-thumb" sizes="64px" />
                </td>
                <td data-label="">
                  <span className="admin-table__title">{dish.name}</span>
                  <span className="hl-row__note">
                    {dish.category} · {formatPrice(dish.price, site.currency)} ·{' '}
                    {dish.available ? (
                      'On the menu'
                    ) : (
                      <>
                        <span className="admin-badge admin-badge--off">Off the menu</span> skipped
                      </>
                    )}
                    {dish.available && dish.shownAt === null ? ` · past the first ${HOME_HIGHLIGHT_LIMIT}: not shown` : null}
                  </span>
                </td>
                <td data-label="Tag">
                  <TagEditor
                    name={dish.name}
                    value={dish.tag}
                    placeholder="No tag"
                    schema={highlightFlagInput.shape.tag}
                    field="tag"
                    onSave={(next, translations) => retag(dish, next, translations)}
                    twin={{ translations: dish.translations, schema: highlightFlagBody.shape.translations, field: TAG_TWIN }}
                  />
                </td>
                <td data-label="">
                  <div className="admin-table__actions">
                    <button type="button" className="admin-btn admin-btn--danger" aria-label={`Remove "${dish.name}" from the standing highlights`} onClick={() => void unflag(dish)} aria-disabled={busy === dish.id || undefined}>
                      Remove
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <div className="admin-panel hl-tool">
        <h3 className="hl-tool__title">Add a standing highlight</h3>
        <MenuSearch
          label="Search the menu for a standing highlight"
          inputRef={searchInput}
          renderAction={(item) =>
            item.menuHighlight ? (
              <span className="admin-badge admin-badge--on">Standing highlight</span>
            ) : (
              <button type="button" className="admin-btn admin-btn--primary" aria-label={`Add "${item.name}" to the standing highlights`} onClick={() => void flag(item)} aria-disabled={busy !== null || undefined}>
                {busy === item.id ? 'Adding…' : 'Add'}
              </button>
            )
          }
        >
          <TranslatedField
            label="Its tag (optional)"
            hint="Empty: the dish keeps the highlight tag it has."
            name={TAG_TWIN}
            value={tag}
            onChange={setTag}
            translations={translations}
            onTranslationsChange={setTranslations}
            errors={errors}
          >
            {(control) => <input {...control} maxLength={60} placeholder={control.placeholder ?? 'e.g. House favorite'} />}
          </TranslatedField>
        </MenuSearch>
      </div>
    </section>
  );
}
