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
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { useToast } from '../../components/admin/toasts';
import { liveListOptions } from '../../components/admin/live-list';
import { TranslatedField } from '../../components/admin/translated-field';
import { DishThumb } from './dish-thumb';
import { MenuSearch } from './menu-search';
import { orphanTwinRefusal, refusalsInAdminLanguage } from './orphan-twin';
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
  const t = useAdminT();
  const lang = useAdminLang();
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
      toast.success(t('highlights.noLongerStanding', { name: dish.name }));
      heading.current?.focus();
    } catch (error) {
      toast.error(inAdminLanguage(errorMessage(error, t('highlights.unflagFailed', { name: dish.name }))));
    } finally {
      setBusy(null);
    }
  }

  async function retag(dish: StandingHighlight, next: string | null, translations?: Translations) {
    await setHighlight.mutateAsync({ id: dish.id, value: true, tag: next ?? '', translations });
    await refresh({ standing: true });
    toast.success(t(next ? 'highlights.tagSaved' : 'highlights.noTagNow', { name: dish.name }));
  }

  async function flag(item: MenuItemDto) {
    if (busy !== null) return;
    const check = highlightFlagBody.safeParse({ value: true, tag, translations });
    const orphan = orphanTwinRefusal(tag, translations, TAG_TWIN, t, lang);
    if (!check.success || orphan) {
      const found = formFields(check.success ? {} : refusalsInAdminLanguage(fieldsFromIssues(check.error.issues)));
      if (orphan) found[TAG_TWIN] ??= orphan;
      setErrors(found);
      toast.error(Object.values(found)[0] ?? t('highlights.checkTag'));
      return;
    }
    setErrors({});
    setBusy(item.id);
    try {
      // No tag typed: the dish keeps the highlight tag it already has (and its Spanish).
      const { tag: typed, translations: twins } = check.data;
      await setHighlight.mutateAsync({ id: item.id, value: true, ...(typed ? { tag: typed, translations: twins } : {}) });
      await refresh({ standing: true });
      toast.success(t('highlights.nowStanding', { name: item.name }));
      setTag('');
      setTranslations({});
      searchInput.current?.focus();
    } catch (error) {
      const { message, fields } = saveFailure(error, t('highlights.flagFailed', { name: item.name }));
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
          {t('highlights.standingTitle')}
        </h2>
        <p className="hl-section-hint">{t('highlights.standingHint', { limit: HOME_HIGHLIGHT_LIMIT })}</p>
      </div>

      {standing.isPending ? (
        <AdminState kind="loading">{t('highlights.standingLoading')}</AdminState>
      ) : standing.isError && !dishes ? (
        <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void standing.refetch()}>{t('highlights.tryAgain')}</button>}>
          {inAdminLanguage(errorMessage(standing.error, t('highlights.standingLoadError')))}
        </AdminState>
      ) : dishes && dishes.length === 0 ? (
        <AdminState kind="empty">{t('highlights.standingEmpty')}</AdminState>
      ) : dishes ? (
        <table className="admin-table hl-table hl-standing__table" aria-label={t('highlights.standingTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('highlights.place')}</th>
              <th scope="col">{t('highlights.photo')}</th>
              <th scope="col">{t('highlights.dish')}</th>
              <th scope="col">{t('highlights.tag')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('highlights.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {dishes.map((dish) => (
              <tr key={dish.id}>
                <td data-label={t('highlights.place')}>{dish.shownAt ?? '—'}</td>
                <td data-label="" className="hl-standing__photo">
                  <DishThumb src={dish.image} className="admin-thumb" sizes="64px" />
                </td>
                <td data-label="">
                  <span className="admin-table__title">{dish.name}</span>
                  <span className="hl-row__note">
                    {dish.category} · {formatPrice(dish.price, site.currency, lang)} ·{' '}
                    {dish.available ? (
                      t('highlights.onMenu')
                    ) : (
                      <>
                        <span className="admin-badge admin-badge--off">{t('highlights.offMenu')}</span> {t('highlights.skipped')}
                      </>
                    )}
                    {dish.available && dish.shownAt === null ? ` · ${t('highlights.pastLimit', { limit: HOME_HIGHLIGHT_LIMIT })}` : null}
                  </span>
                </td>
                <td data-label={t('highlights.tag')}>
                  <TagEditor
                    name={dish.name}
                    value={dish.tag}
                    placeholder={t('highlights.noTag')}
                    schema={highlightFlagInput.shape.tag}
                    field="tag"
                    onSave={(next, translations) => retag(dish, next, translations)}
                    twin={{ translations: dish.translations, schema: highlightFlagBody.shape.translations, field: TAG_TWIN }}
                  />
                </td>
                <td data-label="">
                  <div className="admin-table__actions">
                    <button type="button" className="admin-btn admin-btn--danger" aria-label={t('highlights.removeFromStanding', { name: dish.name })} onClick={() => void unflag(dish)} aria-disabled={busy === dish.id || undefined}>
                      {t('highlights.remove')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <div className="admin-panel hl-tool">
        <h3 className="hl-tool__title">{t('highlights.addStandingTitle')}</h3>
        <MenuSearch
          label={t('highlights.searchStanding')}
          inputRef={searchInput}
          renderAction={(item) =>
            item.menuHighlight ? (
              <span className="admin-badge admin-badge--on">{t('highlights.standingBadge')}</span>
            ) : (
              <button type="button" className="admin-btn admin-btn--primary" aria-label={t('highlights.addToStanding', { name: item.name })} onClick={() => void flag(item)} aria-disabled={busy !== null || undefined}>
                {busy === item.id ? t('highlights.adding') : t('highlights.add')}
              </button>
            )
          }
        >
          <TranslatedField
            label={t('highlights.itsTag')}
            hint={t('highlights.itsTagHint')}
            name={TAG_TWIN}
            value={tag}
            onChange={setTag}
            translations={translations}
            onTranslationsChange={setTranslations}
            errors={errors}
          >
            {(control) => <input {...control} maxLength={60} placeholder={control.placeholder ?? t('highlights.standingExample')} />}
          </TranslatedField>
        </MenuSearch>
      </div>
    </section>
  );
}
