// /admin/menu and /admin/drinks: the whole list, category by category as guests read it; filter to one category or
// search across them all; switch an item off or on (the kitchen ran out of it), feature it and change its price right
// in its row; edit or delete it.
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { useApplyAfterPause } from '../../components/admin/use-after-pause';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { useToast } from '../../components/admin/toasts';
import { formatPrice } from '../../../shared/rules/price';
import { site } from '../../../shared/config/site';
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import type { CatalogAdminKind, CatalogFlag } from './catalog-admin-kind';
import type { CatalogFormValues, CatalogItem } from './catalog-form-values';
import { CatalogGroupTable } from './catalog-group-table';
import { recordsMissingTranslations } from './catalog-translations';
import { catalogListQuery, type CatalogListSearch } from './catalog-list-search';
import { useMay } from '../../components/admin/staff-role';
import { CatalogExportButton } from './catalog-export-button';
import { CatalogImport } from './catalog-import';
import { useAdminLang, useAdminT, type AdminTranslate } from '../../i18n/admin-language';
import './catalog-admin.css';

const SEARCH_DELAY_MS = 300;

interface CatalogListPageProps<Item extends CatalogItem, Values extends CatalogFormValues, Input> {
  kind: CatalogAdminKind<Item, Values, Input>;
  search: CatalogListSearch;
}

export function CatalogListPage<Item extends CatalogItem, Values extends CatalogFormValues, Input>({ kind, search }: CatalogListPageProps<Item, Values, Input>) {
  const { words, paths } = kind;
  const navigate = useNavigate();
  const request = catalogListQuery(search);
  const list = kind.useGroups(request);
  const categories = kind.useCategories();
  const calls = kind.useItemCalls();
  const toast = useToast();
  const confirm = useConfirm();
  const t = useAdminT();
  const lang = useAdminLang();
  // Staff switch availability; featuring, adding, editing and deleting dishes or drinks is for a manager or the owner.
  const mayChange = useMay('manager');
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const searchId = useId();
  const categoryId = useId();
  const [text, setText] = useState(search.q ?? '');

  const go = (next: CatalogListSearch) => void navigate({ to: paths.list, search: next });

  // Typing searches after a short pause; a new search starts again at the first page.
  const typed = text.trim();
  useApplyAfterPause(typed === (search.q ?? '') ? null : typed, (q) => void navigate({ to: paths.list, search: { ...search, q: q || undefined }, replace: true }), SEARCH_DELAY_MS);

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
      await calls.refresh();
    } catch (error) {
      toast.error(saveFailure(error, t('catalog.deleteFailed', { name: item.name })).message);
    } finally {
      mark(key, false);
    }
  }

  /** The row's new price; a refusal is thrown back, in the admin's language, for the field to show. */
  async function savePrice(item: Item, text: string) {
    try {
      const saved = await calls.setPrice(item.id, text);
      calls.patchRow(request, item.id, { price: saved.price });
      toast.success(t('catalog.priceSaved', { name: item.name, price: formatPrice(saved.price, site.currency, lang) }));
      void calls.refresh();
    } catch (error) {
      const failure = saveFailure(error, t('catalog.changeFailed', { name: item.name }));
      throw new Error(failure.fields.price ?? failure.message);
    }
  }

  const groups = list.data;
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
          <select id={categoryId} value={search.category ?? ''} onChange={(event) => go({ ...search, category: event.target.value || undefined })}>
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
      ) : groups && groups.length === 0 ? (
        <AdminState kind="empty">{t(words.empty)}</AdminState>
      ) : groups ? (
        <div className="catalog-groups" aria-busy={list.isFetching}>
          <div className="catalog-list__translations">
            <MissingTranslations count={recordsMissingTranslations(groups.flatMap((group) => group.items), kind.translatable)} />
          </div>
          {groups.map((group) => (
            <CatalogGroupTable
              key={group.slug}
              kind={kind}
              group={group}
              mayChange={mayChange}
              isBusy={(key) => pending.has(key)}
              onFlip={(item, flag) => void flip(item, flag)}
              onDelete={(item) => void onDelete(item)}
              onPrice={savePrice}
            />
          ))}
        </div>
      ) : null}
    </AdminPage>
  );
}

function flagMessage(t: AdminTranslate, kind: { words: { backOn: AdminKey; hiddenFrom: AdminKey } }, name: string, flag: CatalogFlag, value: boolean): string {
  if (flag === 'available') return t(value ? kind.words.backOn : kind.words.hiddenFrom, { name });
  return t(value ? 'catalog.featuredOn' : 'catalog.featuredOff', { name });
}
