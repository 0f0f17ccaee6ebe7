// /admin/menu and /admin/drinks: filter by category, search, page through; switch an item off or on (the kitchen
// ran out of it) and feature it right in its row; edit or delete it.
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { LANGUAGE_NAMES, TRANSLATION_LANGUAGES, type Lang } from '../../../shared/config/languages';
import { site } from '../../../shared/config/site';
import { formatPrice } from '../../../shared/rules/price';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { useApplyAfterPause } from '../../components/admin/use-after-pause';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { ListPager } from '../../components/admin/pager';
import { useToast } from '../../components/admin/toasts';
import type { CatalogAdminKind, CatalogFlag } from './catalog-admin-kind';
import type { CatalogFormValues, CatalogItem } from './catalog-form-values';
import { recordsMissingTranslations, untranslatedLabels } from './catalog-translations';
import { CATALOG_PAGE_SIZES, catalogListQuery, DEFAULT_CATALOG_PAGE_SIZE, type CatalogListSearch } from './catalog-list-search';
import { useMay } from '../../components/admin/staff-role';
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
  const list = kind.useList(request);
  const categories = kind.useCategories();
  const calls = kind.useItemCalls();
  const toast = useToast();
  const confirm = useConfirm();
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
      toast.success(flagMessage(item.name, flag, value, words.publicPlace));
      void calls.refresh();
    } catch (error) {
      toast.error(errorMessage(error, `Could not change "${item.name}".`));
    } finally {
      mark(key, false);
    }
  }

  async function onDelete(item: Item) {
    if (!(await confirm({ message: `Delete "${item.name}"?`, confirmLabel: 'Delete', danger: true }))) return;
    const key = `${item.id}:delete`;
    mark(key, true);
    try {
      await calls.remove(item.id);
      toast.success(`"${item.name}" deleted.`);
      // Its row (and the focused button) is gone: the screen's heading takes the focus.
      document.getElementById('admin-page-title')?.focus();
      // The last row of a later page: step back, so the list is not left empty.
      if (list.data && list.data.content.length === 1 && request.page > 0) go({ ...search, page: request.page - 1 || undefined });
      await calls.refresh();
    } catch (error) {
      toast.error(errorMessage(error, `Could not delete "${item.name}".`));
    } finally {
      mark(key, false);
    }
  }

  const page = list.data;
  return (
    <AdminPage
      title={words.title}
      lead={words.lead}
      actions={
        <>
          <Link to={paths.categories} className="admin-btn">
            Categories
          </Link>
          {mayChange ? (
            <Link to={paths.new} className="admin-btn admin-btn--primary">
              {words.newTitle}
            </Link>
          ) : null}
        </>
      }
    >
      <div className="admin-toolbar catalog-toolbar" role="search">
        <div className="admin-field catalog-toolbar__category">
          <label htmlFor={categoryId}>Category</label>
          <select id={categoryId} value={search.category ?? ''} onChange={(event) => go({ ...search, category: event.target.value || undefined, page: undefined })}>
            <option value="">All categories</option>
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
          <label htmlFor={searchId}>Search {words.many}</label>
          <input id={searchId} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={words.searchPlaceholder} />
        </div>
      </div>

      {list.isPending ? (
        <AdminState kind="loading">Loading {words.many}…</AdminState>
      ) : list.isError ? (
        <AdminState
          kind="error"
          action={
            <button type="button" className="admin-btn" onClick={() => void list.refetch()}>
              Try again
            </button>
          }
        >
          {errorMessage(list.error, words.loadFailure)}
        </AdminState>
      ) : page && page.content.length === 0 ? (
        <AdminState kind="empty">{words.empty}</AdminState>
      ) : page ? (
        <>
          <div className="catalog-list__translations">
            {page.totalPages > 1 ? <span className="catalog-list__translations-scope">On this page:</span> : null}
            <MissingTranslations count={recordsMissingTranslations(page.content, kind.translatable)} />
          </div>
          <table className={`admin-table catalog-table${mayChange ? '' : ' catalog-table--staff'}`} aria-label={words.title} aria-busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">Photo</th>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col">Price</th>
                <th scope="col">Available</th>
                {mayChange ? <th scope="col">Featured</th> : null}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
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
                      <span className="admin-thumb catalog-table__no-photo">No photo</span>
                    )}
                  </td>
                  <td data-label="" className="catalog-table__name">
                    <Link to={paths.edit} params={{ id: String(item.id) }} className="admin-table__title">
                      {item.name}
                    </Link>
                    {/* What is true of the dish or drink: it is off the guests' list until it is available again (86'd). */}
                    {item.available ? null : (
                      <span className="admin-badge admin-badge--off catalog-table__hidden" title={`Not shown on ${words.publicPlace} until it is available again`}>
                        Unavailable
                      </span>
                    )}
                    {TRANSLATION_LANGUAGES.map((language) => (
                      <UntranslatedNote key={language} language={language} labels={untranslatedLabels(item, kind.translatable, language)} />
                    ))}
                  </td>
                  <td data-label="" className="catalog-table__category">
                    {categoryNames.get(item.category) ?? item.category}
                  </td>
                  <td data-label="" className="catalog-table__price">
                    {formatPrice(item.price, site.currency)}
                  </td>
                  <td data-label="" className="catalog-table__available">
                    <FlagSwitch label="Available" name={item.name} on={item.available} busy={pending.has(`${item.id}:available`)} onClick={() => void flip(item, 'available')} />
                  </td>
                  {mayChange ? (
                    <td data-label="" className="catalog-table__featured">
                      <FlagSwitch label="Featured" name={item.name} on={item.featured} busy={pending.has(`${item.id}:featured`)} onClick={() => void flip(item, 'featured')} />
                    </td>
                  ) : null}
                  <td data-label="" className="catalog-table__actions">
                    <div className="admin-table__actions">
                      <Link to={paths.edit} params={{ id: String(item.id) }} className="admin-btn" aria-label={`${mayChange ? 'Edit' : 'View'} "${item.name}"`}>
                        {mayChange ? 'Edit' : 'View'}
                      </Link>
                      {mayChange ? (
                        <button type="button" className="admin-btn admin-btn--danger" onClick={() => void onDelete(item)} disabled={pending.has(`${item.id}:delete`)} aria-label={`Delete "${item.name}"`}>
                          Delete
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
        noun={words}
        onChange={(patch) => go({ ...search, ...patch })}
      />
    </AdminPage>
  );
}

/** Under a record's name: which of its texts guests read in English on `language`'s pages, so staff find them. */
function UntranslatedNote({ language, labels }: { language: Lang; labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <span className="catalog-table__untranslated">
      No {LANGUAGE_NAMES[language]}: {labels.join(', ').toLowerCase()}
    </span>
  );
}

/**
 * An on/off switch in a row. While its call is under way it says so (aria-disabled, not disabled, so keyboard
 * focus stays on it) and ignores further presses.
 */
function FlagSwitch({ label, name, on, busy, onClick }: { label: string; name: string; on: boolean; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className="admin-toggle" aria-pressed={on} aria-disabled={busy || undefined} aria-label={`${label}: ${name}`} onClick={busy ? undefined : onClick}>
      {label}
    </button>
  );
}

function flagMessage(name: string, flag: CatalogFlag, value: boolean, place: string): string {
  if (flag === 'available') return value ? `"${name}" is back on ${place}.` : `"${name}" is hidden from ${place}.`;
  return value ? `"${name}" is featured.` : `"${name}" is no longer featured.`;
}
