// The drinks list as a catalog kind for the admin screens: its words, addresses, drink-only fields (ABV, size,
// region, grape, vintage) and its tRPC procedures (trpc.admin.drinks.*).
import { DIETARY_LABELS } from '../../../shared/rules/dietary-labels';
import { DRINK_ITEM_TRANSLATABLE, type DrinkItemDto, type DrinkItemInput } from '../../../shared/schemas/drinks';
import { trpc } from '../../lib/trpc';
import { Field } from '../../components/admin/field';
import { liveListOptions } from '../../components/admin/live-list';
import { useAdminT } from '../../i18n/admin-language';
import type { CatalogAdminKind, KindFieldsProps } from './catalog-admin-kind';
import { patchGroupedRow } from './catalog-groups-cache';
import { checkDrink, drinkMissingTranslations, drinkToFormValues, NEW_DRINK, type DrinkFormValues } from './catalog-form-values';

function DrinkFields({ values, set, errors }: KindFieldsProps<DrinkFormValues>) {
  const t = useAdminT();
  const text = (key: 'abv' | 'size' | 'region' | 'grape' | 'vintage') => ({ value: values[key], onChange: (event: { target: { value: string } }) => set(key, event.target.value) });
  return (
    <fieldset className="admin-fieldset admin-form-grid admin-form-grid--2">
      <legend>{t('catalog.drink.legend')}</legend>
      <Field label={t('catalog.drink.abv')} hint={t('catalog.drink.abvHint')} error={errors.abv}>
        {(control) => <input {...control} type="text" inputMode="decimal" maxLength={6} {...text('abv')} />}
      </Field>
      <Field label={t('catalog.drink.size')} hint={t('catalog.drink.sizeHint')} error={errors.size}>
        {(control) => <input {...control} type="text" maxLength={40} {...text('size')} />}
      </Field>
      <Field label={t('catalog.drink.region')} hint={t('catalog.drink.regionHint')} error={errors.region}>
        {(control) => <input {...control} type="text" maxLength={120} {...text('region')} />}
      </Field>
      <Field label={t('catalog.drink.grape')} hint={t('catalog.drink.grapeHint')} error={errors.grape}>
        {(control) => <input {...control} type="text" maxLength={120} {...text('grape')} />}
      </Field>
      <Field label={t('catalog.drink.vintage')} hint={t('catalog.drink.vintageHint')} error={errors.vintage}>
        {(control) => <input {...control} type="text" maxLength={20} {...text('vintage')} />}
      </Field>
    </fieldset>
  );
}

export const drinksAdmin: CatalogAdminKind<DrinkItemDto, DrinkFormValues, DrinkItemInput> = {
  kind: 'drinks',
  words: {
    title: 'title.drinks',
    lead: 'catalog.drinks.lead',
    noun: { one: 'catalog.drinks.noun.one', many: 'catalog.drinks.noun.other' },
    newTitle: 'title.newDrink',
    edit: 'catalog.drinks.edit',
    editUntitled: 'catalog.drinks.editUntitled',
    empty: 'catalog.drinks.empty',
    loadFailure: 'catalog.drinks.loadFailure',
    search: 'catalog.drinks.search',
    loading: 'catalog.drinks.loading',
    backOn: 'catalog.drinks.backOn',
    hiddenFrom: 'catalog.drinks.hiddenFrom',
    unavailableTitle: 'catalog.drinks.unavailableTitle',
    availableHint: 'catalog.drinks.availableHint',
    readOnly: 'catalog.drinks.readOnly',
    save: 'catalog.drinks.save',
    back: 'catalog.drinks.back',
    categoriesTitle: 'title.drinkCategories',
    categoriesLead: 'catalog.drinks.categoriesLead',
    items: 'catalog.drinks.items',
    itemsColumn: 'catalog.drinks.itemsColumn',
    categoryHasItems: 'catalog.drinks.categoryHasItems',
  },
  paths: { list: '/admin/drinks', new: '/admin/drinks/new', edit: '/admin/drinks/$id', categories: '/admin/drinks/categories' },
  translatable: DRINK_ITEM_TRANSLATABLE,
  dietaryWords: Object.keys(DIETARY_LABELS),
  form: { empty: NEW_DRINK, fromItem: drinkToFormValues, check: checkDrink, missingTranslations: drinkMissingTranslations, Fields: DrinkFields },
  useGroups: (request) => trpc.admin.drinks.groups.useQuery(request, liveListOptions),
  useItem: (id) => trpc.admin.drinks.get.useQuery({ id: id ?? 0 }, { enabled: id !== undefined, staleTime: 0, gcTime: 0 }),
  useCategories: () => trpc.admin.drinks.categories.list.useQuery(),
  useItemCalls: () => {
    const utils = trpc.useUtils();
    const create = trpc.admin.drinks.create.useMutation();
    const update = trpc.admin.drinks.update.useMutation();
    const remove = trpc.admin.drinks.remove.useMutation();
    const setAvailable = trpc.admin.drinks.setAvailable.useMutation();
    const setFeatured = trpc.admin.drinks.setFeatured.useMutation();
    const setPrice = trpc.admin.drinks.setPrice.useMutation();
    return {
      save: (id, input) => (id === undefined ? create.mutateAsync(input) : update.mutateAsync({ id, data: input })),
      setFlag: (id, flag, value) => (flag === 'available' ? setAvailable : setFeatured).mutateAsync({ id, value }),
      remove: (id) => remove.mutateAsync({ id }),
      setPrice: (id, price) => setPrice.mutateAsync({ id, price }),
      patchRow: (request, id, patch) => utils.admin.drinks.groups.setData(request, (groups) => groups && patchGroupedRow(groups, id, patch)),
      refresh: () => Promise.all([utils.admin.drinks.invalidate(), utils.drinks.full.invalidate()]).then(() => undefined),
    };
  },
  useCategoryCalls: () => {
    const utils = trpc.useUtils();
    const create = trpc.admin.drinks.categories.create.useMutation();
    const update = trpc.admin.drinks.categories.update.useMutation();
    const remove = trpc.admin.drinks.categories.remove.useMutation();
    return {
      create: (input) => create.mutateAsync(input),
      update: (id, data) => update.mutateAsync({ id, data }),
      remove: (id) => remove.mutateAsync({ id }),
      refresh: () => Promise.all([utils.admin.drinks.invalidate(), utils.drinks.full.invalidate()]).then(() => undefined),
    };
  },
};
