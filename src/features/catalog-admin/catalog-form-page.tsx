// /admin/menu/new, /admin/menu/{id} and the drinks' twins: every field of a dish or a drink, checked by the
// server's own schema before sending. A failed save keeps what was typed and says what to fix, field by field.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ALLERGEN_LABELS, allergenLabel, dietaryLabel } from '../../../shared/rules/dietary-labels';
import type { CategoryDto } from '../../../shared/schemas/catalog';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { CheckField, Field } from '../../components/admin/field';
import { saveFailure } from '../../components/admin/form-errors';
import { hasChanges } from '../../components/admin/has-changes';
import { ImageField } from '../../components/admin/image-field';
import { useListReturn } from '../../components/admin/list-place';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { ReadOnlyNote, ReadOnlyScope } from '../../components/admin/read-only';
import { useMayYet } from '../../components/admin/staff-role';
import { useToast } from '../../components/admin/toasts';
import { TranslatedField } from '../../components/admin/translated-field';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import type { CatalogAdminKind } from './catalog-admin-kind';
import type { CatalogFormValues, CatalogItem } from './catalog-form-values';
import { WordChips } from './word-chips';
import './catalog-admin.css';

const ALLERGEN_WORDS = Object.keys(ALLERGEN_LABELS);

interface CatalogFormPageProps<Item extends CatalogItem, Values extends CatalogFormValues, Input> {
  kind: CatalogAdminKind<Item, Values, Input>;
  id?: number;
}

export function CatalogFormPage<Item extends CatalogItem, Values extends CatalogFormValues, Input>({ kind, id }: CatalogFormPageProps<Item, Values, Input>) {
  const item = kind.useItem(id);
  const categories = kind.useCategories();
  // Staff switch availability from the list; every other field is for a manager or the owner (API.md "Roles").
  const may = useMayYet('manager');
  // The heading names what is edited ("Edit Gambas al Ajillo") once it is loaded.
  const title = id === undefined ? kind.words.newTitle : may === false && item.data ? item.data.name : kind.words.editTitle(item.data?.name);
  const { search } = useListReturn(kind.paths.list);
  const back = { to: kind.paths.list, label: kind.words.title, search };

  const failed = (id !== undefined && item.isError) || categories.isError;
  if (failed) {
    const retry = () => void Promise.all([item.isError ? item.refetch() : null, categories.isError ? categories.refetch() : null]);
    return (
      <AdminPage title={title} back={back}>
        <AdminState
          kind="error"
          action={
            <button type="button" className="admin-btn" onClick={retry}>
              Try again
            </button>
          }
        >
          Failed to load
          <span className="catalog-admin__detail">{errorMessage(item.isError ? item.error : categories.error, '')}</span>
        </AdminState>
      </AdminPage>
    );
  }
  if ((id !== undefined && item.isPending) || !categories.data) {
    return (
      <AdminPage title={title} back={back}>
        <AdminState kind="loading">Loading…</AdminState>
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
  const calls = kind.useItemCalls();
  const { leave } = useListReturn(kind.paths.list);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Bumped when a save is refused: once the messages are on screen, the first field to fix gets the focus.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
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
      setErrors(check.fields);
      setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await calls.save(id, check.input);
      await calls.refresh();
      toast.success(`"${saved.name}" saved.`);
      leave({ saved: true });
    } catch (error) {
      const { message, fields } = saveFailure(error, 'Could not save');
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
      {readOnly ? <ReadOnlyNote>{`Only a manager or the owner can change this. Switch availability from the list of ${kind.words.many}.`}</ReadOnlyNote> : null}
      <MissingTranslations className="catalog-form__translations" count={kind.form.missingTranslations(values)} />
      <ReadOnlyScope readOnly={may !== true}>
        <div className="catalog-form__column">
          <fieldset className="admin-fieldset">
            <legend>Basics</legend>
            <div className="admin-form-grid admin-form-grid--2">
              <Field label="Category" required error={errors.category} hint={categories.length === 0 ? 'There is no category yet: add one under Categories first.' : undefined}>
                {(control) => (
                  <select {...control} value={values.category} onChange={(event) => setValues((old) => ({ ...old, category: event.target.value }))}>
                    <option value="">Choose a category…</option>
                    {storedCategoryMissing ? <option value={values.category}>{values.category}</option> : null}
                    {categories.map((category) => (
                      <option key={category.id} value={category.slug}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <TranslatedField label="Name" required {...translated('name')}>
                {(control) => <input {...control} type="text" maxLength={160} autoComplete="off" />}
              </TranslatedField>
            </div>
            <TranslatedField label="Description" {...translated('description')}>
              {(control) => <textarea {...control} rows={3} maxLength={2000} />}
            </TranslatedField>
            <div className="admin-form-grid admin-form-grid--2">
              <Field label="Price" required hint="In dollars, e.g. 12.50 (“$12.50” works too)." error={errors.price}>
                {(control) => <input {...control} type="text" inputMode="decimal" maxLength={20} autoComplete="off" {...text('price')} />}
              </Field>
              <Field label="Display order" hint="Lower shows first within its category; empty goes last." error={errors.displayOrder}>
                {(control) => <input {...control} type="number" min={0} step={1} inputMode="numeric" {...text('displayOrder')} />}
              </Field>
            </div>
            <div className="admin-form-grid admin-form-grid--2">
              <CheckField
                label="Available"
                checked={values.available}
                onChange={(checked) => setValues((old) => ({ ...old, available: checked }))}
                hint={`Off hides it from ${kind.words.publicPlace}.`}
              />
              <CheckField label="Featured" checked={values.featured} onChange={(checked) => setValues((old) => ({ ...old, featured: checked }))} hint="Featured items come first in their category." />
            </div>
          </fieldset>

          <fieldset className="admin-fieldset">
            <legend>Photo</legend>
            <ImageField
              label="Photo URL"
              value={{ url: values.image, webp: values.imageWebp }}
              onChange={({ url, webp }) => setValues((old) => ({ ...old, image: url, imageWebp: webp }))}
              error={errors.image ?? errors.imageWebp}
              previewAlt={values.name}
            />
          </fieldset>
        </div>

        <div className="catalog-form__column">
          <fieldset className="admin-fieldset">
            <legend>Diet and allergens</legend>
            <WordChips
              label="Dietary tags"
              hint="Guests can filter by these words; the menu page’s legend explains them."
              vocabulary={kind.dietaryWords}
              stored={initial.dietaryTags}
              chosen={values.dietaryTags}
              labelOf={(word) => dietaryLabel(word).label}
              onChange={(words) => setValues((old) => ({ ...old, dietaryTags: words }))}
              error={errors.dietaryTags}
            />
            <WordChips
              label="Allergens"
              hint="What it contains; guests can leave out items with an allergen."
              vocabulary={ALLERGEN_WORDS}
              stored={initial.allergens}
              chosen={values.allergens}
              labelOf={allergenLabel}
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
            {saving ? 'Saving…' : `Save ${kind.words.one}`}
          </button>
        ) : null}
        <button type="button" className="admin-btn" onClick={() => leave()}>
          {readOnly ? `Back to ${kind.words.many}` : 'Cancel'}
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
