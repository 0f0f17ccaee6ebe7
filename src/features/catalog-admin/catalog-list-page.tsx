// /admin/menu and /admin/drinks: filter by category, search, page through; switch an item off or on (the kitchen
// ran out of it) and feature it right in its row; edit or delete it.
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { TRANSLATION_LANGUAGES, type Lang } from '../../../shared/config/languages';
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import type { MENU_ITEM_TRANSLATABLE } from '../../../shared/schemas/menu';
import { site } from '../../../shared/config/site';
import { formatPrice } from '../../../shared/rules/price';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { useApplyAfterPause } from '../../components/admin/use-after-pause';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { ListPager } from '../../components/admin/pager';
import { useToast } from '../../components/admin/toasts';
import type { CatalogAdminKind, CatalogFlag } from './catalog-admin-kind';
import type { CatalogFormValues, CatalogItem } from './catalog-form-values';
import { recordsMissingTranslations, untranslatedFields } from './catalog-translations';
import { CATALOG_PAGE_SIZES, catalogListQuery, DEFAULT_CATALOG_PAGE_SIZE, type CatalogListSearch } from './catalog-list-search';
import { useMay } from '../../components/admin/staff-role';
import { CatalogExportButton } from './catalog-export-button';
import { CatalogImport } from './catalog-import';
import { useAdminLang, useAdminT, type AdminTranslate } from '../../i18n/admin-language';
import { languageName } from '../../i18n/language-name';
import './catalog-admin.css';

const SEARCH_DELAY_MS = 300;

/** A translatable field named mid-sentence ("No Spanish: description, highlight tag"); a drink's are a dish's. */
const FIELD_WORDS = {
  name: 'catalog.untranslated.name',
  description: 'catalog.untranslated.description',
  menuHighlightTag: 'catalog.untranslated.menuHighlightTag',
} as const satisfies Record<keyof typeof MENU_ITEM_TRANSLATABLE, AdminKey>;

interface CatalogListPageProps<Item extends CatalogItem, Values extends CatalogFormValues, Input> {
  kind: CatalogAdminKind<Item, Values, Input>;
  search: CatalogListSearch;
}

export function CatalogListPage<Item extends CatalogItem, Values extends CatalogFormValues, Input>({ kind, search }: CatalogListPageProps<Item, Values, Input>) {
  const { words, paths } = kind;
  const navigate = useNavigate();
  const request = catalogListQuery(search);
  const list = kind.useList(request);
  const categories = kind.useCategories();
  const calls = kind.useItemCalls();
  const toast = useToast();
  const confirm = useConfirm();
  const t = useAdminT();
  // Staff switch availability; featuring, adding, editing and deleting dishes or drinks is for a manager or the owner.
  const mayChange = useMay('manager');
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const searchId = useId();
  const categoryId = useId();
  const [text, setText] = useState(search.q ?? '');

  const go = (next: CatalogListSearch) => void navigate({ to: paths.list, search: next });

  // Typing searches after a short pause; a new search starts again at the first page.
  const typed = text.trim();
  useApplyAfterPause(typed === (search.q ?? '') ? null : typed, (q) => void navigate({ to: paths.list, search: { ...search, q: q || undefined, page: undefined }, replace: true }), SEARCH_DELAY_MS);

  const categoryNames = useMemo(() => new Map((categories.data ?? []).map((category) => [category.slug, category.name])), [categories.data]);

  const mark = (key: string, on: boolean) =>
    setPending((old) => {
      const next = new Set(old);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  async function flip(item: Item, flag: CatalogFlag) {
    const key = `${item.id}:${flag}`;
    if (pending.has(key)) return;
    const value = !item[flag];
    mark(key, true);
    try {
      await calls.setFlag(item.id, flag, value);
      // The row changes once the server has agreed, not before.
      calls.patchRow(request, item.id, { [flag]: value });
      toast.success(flagMessage(t, kind, item.name, flag, value));
      void calls.refresh();
    } catch (error) {
      toast.error(saveFailure(error, t('catalog.changeFailed', { name: item.name })).message);
    } finally {
      mark(key, false);
    }
  }

  async function onDelete(item: Item) {
    if (!(await confirm({ message: t('catalog.confirmDelete', { name: item.name }), confirmLabel: t('catalog.delete'), danger: true }))) return;
    const key = `${item.id}:delete`;
    mark(key, true);
    try {
      await calls.remove(item.id);
      toast.success(t('catalog.deleted', { name: item.name }));
      // Its row (and the focused button) is gone: the screen's heading takes the focus.
      document.getElementById('admin-page-title')?.focus();
      // The last row of a later page: step back, so the list is not left empty.
      if (list.data && list.data.content.length === 1 && request.page > 0) go({ ...search, page: request.page - 1 || undefined });
      await calls.refresh();
    } catch (error) {
      toast.error(saveFailure(error, t('catalog.deleteFailed', { name: item.name })).message);
    } finally {
      mark(key, false);
    }
  }

  const page = list.data;
  return (
    <AdminPage
      title={t(words.title)}
      lead={t(words.lead)}
      actions={
        <>
          <Link to={paths.categories} className="admin-btn">
            {t('catalog.categories')}
          </Link>
          {mayChange ? <CatalogExportButton kind={kind.kind} /> : null}
          {mayChange ? <CatalogImport kind={kind.kind} /> : null}
          {mayChange ? (
            <Link to={paths.new} className="admin-btn admin-btn--primary">
              {t(words.newTitle)}
            </Link>
          ) : null}
        </>
      }
    >
      <div className="admin-toolbar catalog-toolbar" role="search">
        <div className="admin-field catalog-toolbar__category">
          <label htmlFor={categoryId}>{t('catalog.category')}</label>
          <select id={categoryId} value={search.category ?? ''} onChange={(event) => go({ ...search, category: event.target.value || undefined, page: undefined })}>
            <option value="">{t('catalog.allCategories')}</option>
            {/* A category from the address that the list does not hold (yet) stays selectable. */}
            {search.category && categories.data && !categoryNames.has(search.category) ? <option value={search.category}>{search.category}</option> : null}
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.slug}>
                {category.name} ({category.itemCount})
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={searchId}>{t(words.search)}</label>
          <input id={searchId} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('catalog.searchPlaceholder')} />
        </div>
      </div>

      {list.isPending ? (
        <AdminState kind="loading">{t(words.loading)}</AdminState>
      ) : list.isError ? (
        <AdminState
          kind="error"
          action={
            <button type="button" className="admin-btn" onClick={() => void list.refetch()}>
              {t('catalog.tryAgain')}
            </button>
          }
        >
          {inAdminLanguage(errorMessage(list.error, t(words.loadFailure)))}
        </AdminState>
      ) : page && page.content.length === 0 ? (
        <AdminState kind="empty">{t(words.empty)}</AdminState>
      ) : page ? (
        <>
          <div className="catalog-list__translations">
            {page.totalPages > 1 ? <span className="catalog-list__translations-scope">{t('catalog.onThisPage')}</span> : null}
            <MissingTranslations count={recordsMissingTranslations(page.content, kind.translatable)} />
          </div>
          <table className={`admin-table catalog-table${mayChange ? '' : ' catalog-table--staff'}`} aria-label={t(words.title)} aria-busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('catalog.photo')}</th>
                <th scope="col">{t('catalog.name')}</th>
                <th scope="col">{t('catalog.category')}</th>
                <th scope="col">{t('catalog.price')}</th>
                <th scope="col">{t('catalog.available')}</th>
                {mayChange ? <th scope="col">{t('catalog.featured')}</th> : null}
                <th scope="col">
                  <span className="visually-hidden">{t('catalog.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.content.map((item) => (
                <tr key={item.id} className={item.available ? undefined : 'catalog-table__row--off'}>
                  <td data-label="" className="catalog-table__photo">
                    {item.image ? (
                      <img className="admin-thumb" src={item.imageWebp || item.image} alt="" width={64} height={48} loading="lazy" />
                    ) : (
                      <span className="admin-thumb catalog-table__no-photo">{t('catalog.noPhoto')}</span>
                    )}
                  </td>
                  <td data-label="" className="catalog-table__name">
                    <Link to={paths.edit} params={{ id: String(item.id) }} className="admin-table__title">
                      {item.name}
                    </Link>
                    {/* What is true of the dish or drink: it is off the guests' list until it is available again (86'd). */}
                    {item.available ? null : (
                      <span className="admin-badge admin-badge--off catalog-table__hidden" title={t(words.unavailableTitle)}>
                        {t('catalog.unavailable')}
                      </span>
                    )}
                    {TRANSLATION_LANGUAGES.map((language) => (
                      <UntranslatedNote key={language} language={language} fields={untranslatedFields(item, kind.translatable, language)} />
                    ))}
                  </td>
                  <td data-label="" className="catalog-table__category">
                    {categoryNames.get(item.category) ?? item.category}
                  </td>
                  <td data-label="" className="catalog-table__price">
                    {formatPrice(item.price, site.currency)}
                  </td>
                  <td data-label="" className="catalog-table__available">
                    <FlagSwitch label={t('catalog.available')} aria={t('catalog.availableWho', { name: item.name })} on={item.available} busy={pending.has(`${item.id}:available`)} onClick={() => void flip(item, 'available')} />
                  </td>
                  {mayChange ? (
                    <td data-label="" className="catalog-table__featured">
                      <FlagSwitch label={t('catalog.featured')} aria={t('catalog.featuredWho', { name: item.name })} on={item.featured} busy={pending.has(`${item.id}:featured`)} onClick={() => void flip(item, 'featured')} />
                    </td>
                  ) : null}
                  <td data-label="" className="catalog-table__actions">
                    <div className="admin-table__actions">
                      <Link to={paths.edit} params={{ id: String(item.id) }} className="admin-btn" aria-label={t(mayChange ? 'catalog.editWho' : 'catalog.viewWho', { name: item.name })}>
                        {mayChange ? t('catalog.edit') : t('catalog.view')}
                      </Link>
                      {mayChange ? (
                        <button type="button" className="admin-btn admin-btn--danger" onClick={() => void onDelete(item)} disabled={pending.has(`${item.id}:delete`)} aria-label={t('catalog.deleteWho', { name: item.name })}>
                          {t('catalog.delete')}
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}

      <ListPager
        result={page}
        size={request.size}
        sizes={CATALOG_PAGE_SIZES}
        defaultSize={DEFAULT_CATALOG_PAGE_SIZE}
        noun={{ one: t(words.noun.one), many: t(words.noun.many) }}
        onChange={(patch) => go({ ...search, ...patch })}
      />
    </AdminPage>
  );
}

/** Under a record's name: which of its texts guests read in English on `language`'s pages, so staff find them. */
function UntranslatedNote({ language, fields }: { language: Lang; fields: string[] }) {
  const t = useAdminT();
  const lang = useAdminLang();
  if (fields.length === 0) return null;
  const named = fields.map((field) => (field in FIELD_WORDS ? t(FIELD_WORDS[field as keyof typeof FIELD_WORDS]) : field));
  return <span className="catalog-table__untranslated">{t('catalog.untranslated', { language: languageName(language, lang), fields: named.join(', ') })}</span>;
}

/**
 * An on/off switch in a row, `aria` naming the row ("Available: Gambas al Ajillo"). While its call is under way it
 * says so (aria-disabled, not disabled, so keyboard focus stays on it) and ignores further presses.
 */
function FlagSwitch({ label, aria, on, busy, onClick }: { label: string; aria: string; on: boolean; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className="admin-toggle" aria-pressed={on} aria-disabled={busy || undefined} aria-label={aria} onClick={busy ? undefined : onClick}>
      {label}
    </button>
  );
}

function flagMessage(t: AdminTranslate, kind: { words: { backOn: AdminKey; hiddenFrom: AdminKey } }, name: string, flag: CatalogFlag, value: boolean): string {
  if (flag === 'available') return t(value ? kind.words.backOn : kind.words.hiddenFrom, { name });
  return t(value ? 'catalog.featuredOn' : 'catalog.featuredOff', { name });
}
