// /admin/menu/categories and /admin/drinks/categories: the sections of the public page with their item counts, in
// display order. Add, rename in place (the name and its twin in each translation language), move up or down (focus stays on the moved
// row's button), and delete an empty one; a category that still has items says so instead of failing.
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { DEFAULT_LANG, TRANSLATION_LANGUAGES, languageOf } from '../../../shared/config/languages';
import { changedTranslations, cleanTranslations, translationOf, type Translations } from '../../../shared/rules/translations';
import { CATEGORY_TRANSLATED_FIELDS, categoryInput, categoryUpdateInput, type CategoryDto } from '../../../shared/schemas/catalog';
import { fieldsFromIssues } from '../../../shared/schemas/issues';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { inAdminLanguage, saveFailure, translationErrors } from '../../components/admin/form-errors';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { ReadOnlyNote } from '../../components/admin/read-only';
import { useMayYet } from '../../components/admin/staff-role';
import { useToast } from '../../components/admin/toasts';
import { TranslatedField } from '../../components/admin/translated-field';
import { LEAVE_WITHOUT_SAVING, useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { adminPluralKey } from '../../i18n/admin-plural';
import { languageList, languageName } from '../../i18n/language-name';
import type { CatalogAdminKind } from './catalog-admin-kind';
import type { CatalogFormValues, CatalogItem } from './catalog-form-values';
import { categoriesMissingTranslations } from './catalog-translations';
import { planCategoryMove, type MoveDirection } from './category-order';
import './catalog-admin.css';

interface CategoriesPageProps<Item extends CatalogItem, Values extends CatalogFormValues, Input> {
  kind: CatalogAdminKind<Item, Values, Input>;
}

/** The messages on the name's twins (`translations.<lang>.name`), empty when none. */
const twinErrors = (fields: Readonly<Record<string, string>>) => translationErrors(fields, 'name');
const hasTwinError = (fields: Readonly<Record<string, string>>) => Object.keys(twinErrors(fields)).length > 0;

/** The first message of a refused name or twin, in the order the fields stand. */
function firstError(fields: Readonly<Record<string, string>>): string | undefined {
  return fields.name ?? Object.values(twinErrors(fields))[0] ?? fields.slug ?? Object.values(fields)[0];
}

/** The shared schema's messages (checked before sending), in the admin's language as the server's would be. */
const inLanguage = (fields: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, inAdminLanguage(message)]));

export function CatalogCategoriesPage<Item extends CatalogItem, Values extends CatalogFormValues, Input>({ kind }: CategoriesPageProps<Item, Values, Input>) {
  const { words } = kind;
  const list = kind.useCategories();
  const calls = kind.useCategoryCalls();
  const toast = useToast();
  const confirm = useConfirm();
  const t = useAdminT();
  const lang = useAdminLang();
  const itemsText = (count: number) => t(adminPluralKey(lang, words.items, count), { count });
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const hintId = useId();
  // Staff read the categories; adding, renaming, reordering and deleting them is for a manager or the owner.
  const may = useMayYet('manager');
  const mayChange = may === true;

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  /** After the list has been drawn again, the same control of the same row gets the focus back. */
  const refocus = (key: string) => requestAnimationFrame(() => buttons.current.get(key)?.focus());

  async function move(category: CategoryDto, direction: MoveDirection) {
    if (busy || !list.data) return;
    const changes = planCategoryMove(list.data, category.id, direction);
    if (changes.length === 0) return;
    setBusy(true);
    try {
      for (const change of changes) await calls.update(change.id, { displayOrder: change.displayOrder });
      toast.success(t(direction === 'up' ? 'catalog.categories.movedUp' : 'catalog.categories.movedDown', { name: category.name }));
    } catch (error) {
      toast.error(saveFailure(error, t('catalog.categories.moveFailed', { name: category.name })).message);
    } finally {
      await calls.refresh();
      setBusy(false);
      refocus(`${category.id}:${direction}`);
    }
  }

  async function onDelete(category: CategoryDto) {
    if (!(await confirm({ message: t('catalog.confirmDelete', { name: category.name }), confirmLabel: t('catalog.delete'), danger: true }))) return;
    setBusy(true);
    try {
      await calls.remove(category.id);
      toast.success(t('catalog.deleted', { name: category.name }));
      await calls.refresh();
      document.getElementById('admin-page-title')?.focus();
    } catch (error) {
      // 409: it has items after all (added since the list was read); the server's message says how many.
      toast.error(saveFailure(error, t('catalog.deleteFailed', { name: category.name })).message);
      await calls.refresh();
      refocus(`${category.id}:delete`);
    } finally {
      setBusy(false);
    }
  }

  const categories = list.data;
  return (
    <AdminPage title={t(words.categoriesTitle)} lead={t(words.categoriesLead)} back={{ to: kind.paths.list, label: t(words.title) }}>
      {mayChange ? <AddCategory kind={kind} /> : may === false ? <ReadOnlyNote /> : null}

      {list.isPending ? (
        <AdminState kind="loading">{t('catalog.categories.loading')}</AdminState>
      ) : list.isError ? (
        <AdminState
          kind="error"
          action={
            <button type="button" className="admin-btn" onClick={() => void list.refetch()}>
              {t('catalog.tryAgain')}
            </button>
          }
        >
          {inAdminLanguage(errorMessage(list.error, t('catalog.categories.loadFailure')))}
        </AdminState>
      ) : categories && categories.length === 0 ? (
        <AdminState kind="empty">{t('catalog.categories.empty')}</AdminState>
      ) : categories ? (
        <>
          <p id={hintId} className="categories-hint">
            {t('catalog.categories.order')}
            {mayChange ? ` ${t('catalog.categories.deleteWhenEmpty')}` : null}
          </p>
          <MissingTranslations count={categoriesMissingTranslations(categories)} />
          <table className={`admin-table categories-table${mayChange ? '' : ' categories-table--read-only'}`} aria-label={t(words.categoriesTitle)} aria-busy={busy || list.isFetching} aria-describedby={hintId}>
            <thead>
              <tr>
                <th scope="col">{t('catalog.categories.position')}</th>
                <th scope="col">{t('catalog.name')}</th>
                <th scope="col">{t(words.itemsColumn)}</th>
                {mayChange ? (
                  <>
                    <th scope="col">{t('catalog.categories.orderColumn')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('catalog.actions')}</span>
                    </th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {categories.map((category, index) => {
                const hasItems = category.itemCount > 0;
                const noteId = `${hintId}-${category.id}`;
                return (
                  <tr key={category.id}>
                    <td data-label="" className="categories-table__position">
                      {index + 1}
                    </td>
                    <td data-label="" className="categories-table__name">
                      {renaming === category.id ? (
                        <RenameCategory
                          kind={kind}
                          category={category}
                          onDone={(saved) => {
                            setRenaming(null);
                            if (saved) toast.success(saved);
                            refocus(`${category.id}:rename`);
                          }}
                        />
                      ) : (
                        <>
                          <span className="admin-table__title">{category.name}</span>
                          <TranslatedNames category={category} />
                          <span className="categories-table__slug">{category.slug}</span>
                        </>
                      )}
                    </td>
                    <td data-label="" className="categories-table__count">
                      {itemsText(category.itemCount)}
                      {hasItems && mayChange ? (
                        <span id={noteId} className="visually-hidden">
                          {t('catalog.categories.hasItemsNote', { items: itemsText(category.itemCount) })}
                        </span>
                      ) : null}
                    </td>
                    {mayChange ? (
                      <>
                        <td data-label="" className="categories-table__moves">
                          <div className="admin-table__actions">
                            <MoveButton direction="up" name={category.name} edge={index === 0} busy={busy} onMove={() => void move(category, 'up')} buttonRef={buttonRef(`${category.id}:up`)} />
                            <MoveButton
                              direction="down"
                              name={category.name}
                              edge={index === categories.length - 1}
                              busy={busy}
                              onMove={() => void move(category, 'down')}
                              buttonRef={buttonRef(`${category.id}:down`)}
                            />
                          </div>
                        </td>
                        <td data-label="" className="categories-table__actions">
                          <div className="admin-table__actions">
                            <button
                              ref={buttonRef(`${category.id}:rename`)}
                              type="button"
                              className="admin-btn"
                              aria-label={t('catalog.categories.renameWho', { name: category.name })}
                              aria-expanded={renaming === category.id}
                              onClick={() => setRenaming(renaming === category.id ? null : category.id)}
                            >
                              {t('catalog.categories.rename')}
                            </button>
                            {/* With items, Delete stays focusable and says why it cannot delete, without asking the server. */}
                            <button
                              ref={buttonRef(`${category.id}:delete`)}
                              type="button"
                              className="admin-btn admin-btn--danger"
                              aria-label={t('catalog.categories.deleteWho', { name: category.name })}
                              aria-disabled={hasItems || busy || undefined}
                              aria-describedby={hasItems ? noteId : undefined}
                              onClick={
                                busy
                                  ? undefined
                                  : hasItems
                                    ? () =>
                                        toast.error(t(adminPluralKey(lang, words.categoryHasItems, category.itemCount), { name: category.name, items: itemsText(category.itemCount) }))
                                    : () => void onDelete(category)
                              }
                            >
                              {t('catalog.delete')}
                            </button>
                          </div>
                        </td>
                      </>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : null}
    </AdminPage>
  );
}

interface MoveButtonProps {
  direction: MoveDirection;
  name: string;
  /** First row moving up, last row moving down: nothing to do, but the button keeps its place and its focus. */
  edge: boolean;
  busy: boolean;
  onMove: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}

function MoveButton({ direction, name, edge, busy, onMove, buttonRef }: MoveButtonProps) {
  const t = useAdminT();
  const inert = edge || busy;
  return (
    <button
      ref={buttonRef}
      type="button"
      className="admin-btn categories-table__move"
      aria-label={t(direction === 'up' ? 'catalog.categories.upWho' : 'catalog.categories.downWho', { name })}
      aria-disabled={inert || undefined}
      onClick={inert ? undefined : onMove}
    >
      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span> {t(direction === 'up' ? 'catalog.categories.up' : 'catalog.categories.down')}
    </button>
  );
}

/** Under the name in the table, per translation language: the name guests read on that language's pages, or that there is none yet. */
function TranslatedNames({ category }: { category: CategoryDto }) {
  const t = useAdminT();
  const lang = useAdminLang();
  return TRANSLATION_LANGUAGES.map((language) => {
    const translated = translationOf(category.translations, language, 'name').trim();
    return translated ? (
      <span key={language} className="categories-table__twin">
        <span lang={language}>{languageOf(language).name}</span>: <span lang={language}>{translated}</span>
      </span>
    ) : (
      <span key={language} className="categories-table__twin categories-table__twin--missing">
        {t('catalog.categories.noTwin', { language: languageName(language, lang), fallback: languageName(DEFAULT_LANG, lang) })}
      </span>
    );
  });
}

function AddCategory<Item extends CatalogItem, Values extends CatalogFormValues, Input>({ kind }: { kind: CatalogAdminKind<Item, Values, Input> }) {
  const calls = kind.useCategoryCalls();
  const toast = useToast();
  const t = useAdminT();
  const [name, setName] = useState('');
  const [translations, setTranslations] = useState<Translations>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  useUnsavedChanges(name.trim() !== '' || TRANSLATION_LANGUAGES.some((language) => translationOf(translations, language, 'name').trim() !== ''));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const check = categoryInput.safeParse({ name, translations });
    if (!check.success) {
      const fields = inLanguage(fieldsFromIssues(check.error.issues));
      setErrors(fields.name || hasTwinError(fields) ? fields : { name: firstError(fields) ?? t('catalog.categories.checkName') });
      if (fields.name || !hasTwinError(fields)) input.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const created = await calls.create({ name, translations });
      await calls.refresh();
      toast.success(t('catalog.categories.added', { name: created.name }));
      setName('');
      setTranslations({});
    } catch (failure) {
      const { message, fields } = saveFailure(failure, t('catalog.categories.addFailed'));
      setErrors(hasTwinError(fields) ? twinErrors(fields) : { name: firstError(fields) ?? message });
    } finally {
      setSaving(false);
      input.current?.focus();
    }
  }

  return (
    <form className="admin-panel categories-add" onSubmit={onSubmit} noValidate>
      <TranslatedField
        label={t('catalog.categories.new')}
        hint={t('catalog.categories.newHint')}
        name="name"
        value={name}
        onChange={setName}
        translations={translations}
        onTranslationsChange={setTranslations}
        errors={errors}
        className="categories-add__name"
      >
        {(control) => <input {...control} ref={control.lang ? undefined : input} type="text" maxLength={120} autoComplete="off" />}
      </TranslatedField>
      <button type="submit" className="admin-btn admin-btn--primary" aria-disabled={saving || undefined} aria-busy={saving}>
        {saving ? t('catalog.categories.adding') : t('catalog.categories.add')}
      </button>
    </form>
  );
}

interface RenameCategoryProps<Item extends CatalogItem, Values extends CatalogFormValues, Input> {
  kind: CatalogAdminKind<Item, Values, Input>;
  category: CategoryDto;
  /** What to announce once saved ("Renamed to …"), or null when cancelled or unchanged. */
  onDone: (saved: string | null) => void;
}

function RenameCategory<Item extends CatalogItem, Values extends CatalogFormValues, Input>({ kind, category, onDone }: RenameCategoryProps<Item, Values, Input>) {
  const calls = kind.useCategoryCalls();
  const confirm = useConfirm();
  const t = useAdminT();
  const lang = useAdminLang();
  const [name, setName] = useState(category.name);
  const [translations, setTranslations] = useState<Translations>(category.translations);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // The languages whose name this rename changes ("Spanish name of … saved.").
  const twinsChanged = [...new Set(changedTranslations(cleanTranslations(category.translations, CATEGORY_TRANSLATED_FIELDS), cleanTranslations(translations, CATEGORY_TRANSLATED_FIELDS)).map((change) => change.language))];
  const translationsChanged = twinsChanged.length > 0;
  const nameChanged = name.trim() !== category.name;
  const changed = nameChanged || translationsChanged;
  useUnsavedChanges(changed);

  /** Cancel (or Escape) with a changed name asks before dropping it. */
  async function cancel() {
    if (changed && !(await confirm(LEAVE_WITHOUT_SAVING))) return;
    onDone(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    // The name goes only when it changed: a name sent derives the slug again (a slug set by hand would be lost).
    const data = { ...(nameChanged ? { name } : {}), ...(translationsChanged ? { translations } : {}) };
    const check = categoryUpdateInput.safeParse({ name, translations });
    if (!check.success) {
      const fields = inLanguage(fieldsFromIssues(check.error.issues));
      setErrors(fields.name || hasTwinError(fields) ? fields : { name: firstError(fields) ?? t('catalog.categories.checkName') });
      return;
    }
    if (!changed) {
      onDone(null);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const renamed = await calls.update(category.id, data);
      await calls.refresh();
      onDone(
        nameChanged
          ? t('catalog.categories.renamed', { name: renamed.name })
          : t(adminPluralKey(lang, 'catalog.categories.twinsSaved', twinsChanged.length), { languages: languageList(twinsChanged, lang), name: renamed.name }),
      );
    } catch (failure) {
      const { message, fields } = saveFailure(failure, t('catalog.categories.renameFailed'));
      setErrors(hasTwinError(fields) ? twinErrors(fields) : { name: firstError(fields) ?? message });
      setSaving(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      void cancel();
    }
  };

  return (
    <form className="categories-rename" onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
      <TranslatedField
        label={t('catalog.categories.newName', { name: category.name })}
        name="name"
        value={name}
        onChange={setName}
        translations={translations}
        onTranslationsChange={setTranslations}
        errors={errors}
      >
        {(control) => <input {...control} type="text" maxLength={120} autoComplete="off" autoFocus={!control.lang} />}
      </TranslatedField>
      <div className="categories-rename__actions">
        <button type="submit" className="admin-btn admin-btn--primary" aria-disabled={saving || undefined} aria-busy={saving}>
          {saving ? t('common.saving') : t('catalog.categories.save')}
        </button>
        <button type="button" className="admin-btn" onClick={() => void cancel()}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
