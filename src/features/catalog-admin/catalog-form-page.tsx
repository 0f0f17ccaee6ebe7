// /admin/menu/new, /admin/menu/{id} and the drinks' twins: every field of a dish or a drink, checked by the
// server's own schema before sending. A failed save keeps what was typed and says what to fix, field by field.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ALLERGEN_LABELS } from '../../../shared/rules/dietary-labels';
import { knownAllergenWord, knownDietWord } from '../../../shared/rules/dietary';
import type { CategoryDto } from '../../../shared/schemas/catalog';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { CheckField, Field } from '../../components/admin/field';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { hasChanges } from '../../components/admin/has-changes';
import { ImageField } from '../../components/admin/image-field';
import { useListReturn } from '../../components/admin/list-place';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { ReadOnlyNote, ReadOnlyScope } from '../../components/admin/read-only';
import { useMayYet } from '../../components/admin/staff-role';
import { useToast } from '../../components/admin/toasts';
import { TranslatedField } from '../../components/admin/translated-field';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { useAdminT, type AdminTranslate } from '../../i18n/admin-language';
import type { CatalogAdminKind } from './catalog-admin-kind';
import type { CatalogFormValues, CatalogItem } from './catalog-form-values';
import { WordChips } from './word-chips';
import './catalog-admin.css';
import { untranslatedInSave, useUntranslatedPrompt } from '../../components/admin/untranslated-prompt';

const ALLERGEN_WORDS = Object.keys(ALLERGEN_LABELS);

/** A chip's word in the admin's language (WordChips shows a word the vocabulary does not know as it is). */
const dietWord = (t: AdminTranslate, tag: string) => {
  const word = knownDietWord(tag);
  return word ? t(`catalog.diet.${word}`) : tag;
};
const allergenWord = (t: AdminTranslate, tag: string) => {
  const word = knownAllergenWord(tag);
  return word ? t(`catalog.allergen.${word}`) : tag;
};

interface CatalogFormPageProps<Item extends CatalogItem, Values extends CatalogFormValues, Input> {
  kind: CatalogAdminKind<Item, Values, Input>;
  id?: number;
}

export function CatalogFormPage<Item extends CatalogItem, Values extends CatalogFormValues, Input>({ kind, id }: CatalogFormPageProps<Item, Values, Input>) {
  const item = kind.useItem(id);
  const categories = kind.useCategories();
  const t = useAdminT();
  // Staff switch availability from the list; every other field is for a manager or the owner (API.md "Roles").
  const may = useMayYet('manager');
  // The heading names what is edited ("Edit Gambas al Ajillo") once it is loaded.
  const title = id === undefined ? t(kind.words.newTitle) : may === false && item.data ? item.data.name : item.data ? t(kind.words.edit, { name: item.data.name }) : t(kind.words.editUntitled);
  const { search } = useListReturn(kind.paths.list);
  const back = { to: kind.paths.list, label: t(kind.words.title), search };

  const failed = (id !== undefined && item.isError) || categories.isError;
  if (failed) {
    const retry = () => void Promise.all([item.isError ? item.refetch() : null, categories.isError ? categories.refetch() : null]);
    return (
      <AdminPage title={title} back={back}>
        <AdminState
          kind="error"
          action={
            <button type="button" className="admin-btn" onClick={retry}>
              {t('catalog.tryAgain')}
            </button>
          }
        >
          {t('catalog.form.loadFailed')}
          <span className="catalog-admin__detail">{inAdminLanguage(errorMessage(item.isError ? item.error : categories.error, ''))}</span>
        </AdminState>
      </AdminPage>
    );
  }
  if ((id !== undefined && item.isPending) || !categories.data) {
    return (
      <AdminPage title={title} back={back}>
        <AdminState kind="loading">{t('catalog.form.loading')}</AdminState>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={title} back={back}>
      <CatalogForm kind={kind} id={id} initial={item.data ? kind.form.fromItem(item.data) : kind.form.empty} categories={categories.data} may={may} />
    </AdminPage>
  );
}

interface CatalogFormProps<Item extends CatalogItem, Values extends CatalogFormValues, Input> {
  kind: CatalogAdminKind<Item, Values, Input>;
  id?: number;
  initial: Values;
  categories: CategoryDto[];
  /** Whether the account may change it; null until the role is known (nothing offered, no read-only note). */
  may: boolean | null;
}

function CatalogForm<Item extends CatalogItem, Values extends CatalogFormValues, Input>({ kind, id, initial, categories, may }: CatalogFormProps<Item, Values, Input>) {
  const readOnly = may === false;
  const toast = useToast();
  const t = useAdminT();
  const calls = kind.useItemCalls();
  const { leave } = useListReturn(kind.paths.list);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Bumped when a save is refused: once the messages are on screen, the first field to fix gets the focus.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const askUntranslated = useUntranslatedPrompt();
  useUnsavedChanges(hasChanges(initial, values));

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const { Fields } = kind.form;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((old) => ({ ...old, [key]: value }));
  const text = (key: 'price' | 'displayOrder') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [key]: event.target.value })),
  });
  // A text guests read, with its twin in each translation language (the translations travel with the values and are saved with them).
  const translated = (key: 'name' | 'description') => ({
    name: key,
    value: values[key],
    onChange: (next: string) => setValues((old) => ({ ...old, [key]: next })),
    translations: values.translations,
    onTranslationsChange: (translations: Values['translations']) => setValues((old) => ({ ...old, translations })),
    errors,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const check = kind.form.check(values);
    if (!check.ok) {
      // The shared schema's messages, in the admin's language as the server's would be.
      setErrors(Object.fromEntries(Object.entries(check.fields).map(([field, message]) => [field, inAdminLanguage(message)])));
      setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    if (!(await askUntranslated(event.currentTarget, untranslatedInSave(initial, values, kind.form.missingTranslations)))) return;
    setSaving(true);
    try {
      const saved = await calls.save(id, check.input);
      await calls.refresh();
      toast.success(t('catalog.form.saved', { name: saved.name }));
      leave({ saved: true });
    } catch (error) {
      const { message, fields } = saveFailure(error, t('catalog.form.saveFailed'));
      setErrors(fields);
      setFailure(message);
      setRefusals((count) => count + 1);
    } finally {
      setSaving(false);
    }
  }

  const storedCategoryMissing = values.category !== '' && !categories.some((category) => category.slug === values.category);

  return (
    <form ref={formRef} className="catalog-form" onSubmit={onSubmit} noValidate>
      {readOnly ? <ReadOnlyNote>{t(kind.words.readOnly)}</ReadOnlyNote> : null}
      <MissingTranslations className="catalog-form__translations" count={kind.form.missingTranslations(values)} />
      <ReadOnlyScope readOnly={may !== true}>
        <div className="catalog-form__column">
          <fieldset className="admin-fieldset">
            <legend>{t('catalog.form.basics')}</legend>
            <div className="admin-form-grid admin-form-grid--2">
              <Field label={t('catalog.category')} required error={errors.category} hint={categories.length === 0 ? t('catalog.form.noCategoryYet') : undefined}>
                {(control) => (
                  <select {...control} value={values.category} onChange={(event) => setValues((old) => ({ ...old, category: event.target.value }))}>
                    <option value="">{t('catalog.form.chooseCategory')}</option>
                    {storedCategoryMissing ? <option value={values.category}>{values.category}</option> : null}
                    {categories.map((category) => (
                      <option key={category.id} value={category.slug}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <TranslatedField label={t('catalog.name')} required {...translated('name')}>
                {(control) => <input {...control} type="text" maxLength={160} autoComplete="off" />}
              </TranslatedField>
            </div>
            <TranslatedField label={t('catalog.form.description')} {...translated('description')}>
              {(control) => <textarea {...control} rows={3} maxLength={2000} />}
            </TranslatedField>
            <div className="admin-form-grid admin-form-grid--2">
              <Field label={t('catalog.price')} required hint={t('catalog.form.priceHint')} error={errors.price}>
                {(control) => <input {...control} type="text" inputMode="decimal" maxLength={20} autoComplete="off" {...text('price')} />}
              </Field>
              <Field label={t('catalog.form.displayOrder')} hint={t('catalog.form.displayOrderHint')} error={errors.displayOrder}>
                {(control) => <input {...control} type="number" min={0} step={1} inputMode="numeric" {...text('displayOrder')} />}
              </Field>
            </div>
            <div className="admin-form-grid admin-form-grid--2">
              <CheckField
                label={t('catalog.available')}
                checked={values.available}
                onChange={(checked) => setValues((old) => ({ ...old, available: checked }))}
                hint={t(kind.words.availableHint)}
              />
              <CheckField label={t('catalog.featured')} checked={values.featured} onChange={(checked) => setValues((old) => ({ ...old, featured: checked }))} hint={t('catalog.form.featuredHint')} />
            </div>
          </fieldset>

          <fieldset className="admin-fieldset">
            <legend>{t('catalog.photo')}</legend>
            <ImageField
              label={t('catalog.form.photoUrl')}
              value={{ url: values.image, webp: values.imageWebp }}
              onChange={({ url, webp }) => setValues((old) => ({ ...old, image: url, imageWebp: webp }))}
              error={errors.image ?? errors.imageWebp}
              previewAlt={values.name}
            />
          </fieldset>
        </div>

        <div className="catalog-form__column">
          <fieldset className="admin-fieldset">
            <legend>{t('catalog.form.diet')}</legend>
            <WordChips
              label={t('catalog.form.dietaryTags')}
              hint={t('catalog.form.dietaryTagsHint')}
              vocabulary={kind.dietaryWords}
              stored={initial.dietaryTags}
              chosen={values.dietaryTags}
              labelOf={(word) => dietWord(t, word)}
              onChange={(words) => setValues((old) => ({ ...old, dietaryTags: words }))}
              error={errors.dietaryTags}
            />
            <WordChips
              label={t('catalog.form.allergens')}
              hint={t('catalog.form.allergensHint')}
              vocabulary={ALLERGEN_WORDS}
              stored={initial.allergens}
              chosen={values.allergens}
              labelOf={(word) => allergenWord(t, word)}
              onChange={(words) => setValues((old) => ({ ...old, allergens: words }))}
              error={errors.allergens}
            />
          </fieldset>

          <Fields values={values} set={set} errors={errors} />
        </div>
      </ReadOnlyScope>

      <div className="admin-form-actions">
        {may === true ? (
          <button type="submit" className="admin-btn admin-btn--primary" aria-disabled={saving || undefined} aria-busy={saving}>
            {saving ? t('common.saving') : t(kind.words.save)}
          </button>
        ) : null}
        <button type="button" className="admin-btn" onClick={() => leave()}>
          {readOnly ? t(kind.words.back) : t('common.cancel')}
        </button>
        {failure ? (
          <p className="admin-alert catalog-form__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}
