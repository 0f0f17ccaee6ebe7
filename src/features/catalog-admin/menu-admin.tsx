// The menu as a catalog kind for the admin screens: its words, addresses, dish-only fields (spicy level, halal,
// standing highlight) and its tRPC procedures (trpc.admin.menu.*).
import { useId } from 'react';
import { DIETARY_LABELS } from '../../../shared/rules/dietary-labels';
import { MAX_SPICY_LEVEL, MENU_ITEM_TRANSLATABLE, type MenuItemDto, type MenuItemInput } from '../../../shared/schemas/menu';
import { trpc } from '../../lib/trpc';
import { CheckField } from '../../components/admin/field';
import { TranslatedField } from '../../components/admin/translated-field';
import { liveListOptions } from '../../components/admin/live-list';
import { ChiliIcon } from '../../components/dietary-marks';
import { useAdminT } from '../../i18n/admin-language';
import type { CatalogAdminKind, KindFieldsProps } from './catalog-admin-kind';
import { patchGroupedRow } from './catalog-groups-cache';
import { checkMenuItem, menuItemMissingTranslations, menuItemToFormValues, NEW_MENU_ITEM, type MenuFormValues } from './catalog-form-values';

const SPICY_LEVELS = Array.from({ length: MAX_SPICY_LEVEL + 1 }, (_, level) => level);

/** The heat picker's words, level 0 (not spicy) to MAX_SPICY_LEVEL. */
const SPICY_WORDS = ['catalog.dish.spicy0', 'catalog.dish.spicy1', 'catalog.dish.spicy2', 'catalog.dish.spicy3'] as const;

function DishFields({ values, set, errors }: KindFieldsProps<MenuFormValues>) {
  const id = useId();
  const t = useAdminT();
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('catalog.dish.legend')}</legend>
      <fieldset className="segmented spicy-choice" aria-describedby={errors.spicyLevel ? `${id}-spicy-error` : undefined}>
        <legend className="segmented__legend">{t('catalog.dish.spicyLevel')}</legend>
        <div className="segmented__options">
          {SPICY_LEVELS.map((level) => (
            <label key={level} className="segmented__option">
              <input type="radio" name={`${id}-spicy`} value={level} checked={values.spicyLevel === level} onChange={() => set('spicyLevel', level)} />
              <span className="spicy-choice__chilis" aria-hidden="true">
                {level === 0 ? <ChiliIcon filled={false} /> : Array.from({ length: level }, (_, index) => <ChiliIcon key={index} />)}
              </span>
              <span>
                {t(SPICY_WORDS[level]!)} <span className="spicy-choice__level">({level})</span>
              </span>
            </label>
          ))}
        </div>
        {errors.spicyLevel ? (
          <p id={`${id}-spicy-error`} className="admin-field__error">
            {errors.spicyLevel}
          </p>
        ) : null}
      </fieldset>
      <CheckField label={t('catalog.dish.halal')} checked={values.halal} onChange={(checked) => set('halal', checked)} hint={t('catalog.dish.halalHint')} />
      <div className="admin-form-grid admin-form-grid--2">
        <CheckField
          label={t('catalog.dish.standing')}
          checked={values.menuHighlight}
          onChange={(checked) => set('menuHighlight', checked)}
          hint={t('catalog.dish.standingHint')}
        />
        <TranslatedField
          label={t('catalog.dish.tag')}
          hint={t('catalog.dish.tagHint')}
          name="menuHighlightTag"
          value={values.menuHighlightTag}
          onChange={(text) => set('menuHighlightTag', text)}
          translations={values.translations}
          onTranslationsChange={(translations) => set('translations', translations)}
          errors={errors}
        >
          {(control) => <input {...control} type="text" maxLength={60} />}
        </TranslatedField>
      </div>
    </fieldset>
  );
}

export const menuAdmin: CatalogAdminKind<MenuItemDto, MenuFormValues, MenuItemInput> = {
  kind: 'menu',
  words: {
    title: 'title.menu',
    lead: 'catalog.menu.lead',
    noun: { one: 'catalog.menu.noun.one', many: 'catalog.menu.noun.other' },
    newTitle: 'title.newDish',
    edit: 'catalog.menu.edit',
    editUntitled: 'catalog.menu.editUntitled',
    empty: 'catalog.menu.empty',
    loadFailure: 'catalog.menu.loadFailure',
    search: 'catalog.menu.search',
    loading: 'catalog.menu.loading',
    backOn: 'catalog.menu.backOn',
    hiddenFrom: 'catalog.menu.hiddenFrom',
    unavailableTitle: 'catalog.menu.unavailableTitle',
    availableHint: 'catalog.menu.availableHint',
    readOnly: 'catalog.menu.readOnly',
    save: 'catalog.menu.save',
    back: 'catalog.menu.back',
    categoriesTitle: 'title.menuCategories',
    categoriesLead: 'catalog.menu.categoriesLead',
    items: 'catalog.menu.items',
    itemsColumn: 'catalog.menu.itemsColumn',
    categoryHasItems: 'catalog.menu.categoryHasItems',
  },
  paths: { list: '/admin/menu', new: '/admin/menu/new', edit: '/admin/menu/$id', categories: '/admin/menu/categories' },
  translatable: MENU_ITEM_TRANSLATABLE,
  dietaryWords: Object.keys(DIETARY_LABELS).filter((word) => word !== 'halal'),
  form: { empty: NEW_MENU_ITEM, fromItem: menuItemToFormValues, check: checkMenuItem, missingTranslations: menuItemMissingTranslations, Fields: DishFields },
  useGroups: (request) => trpc.admin.menu.groups.useQuery(request, liveListOptions),
  useItem: (id) => trpc.admin.menu.get.useQuery({ id: id ?? 0 }, { enabled: id !== undefined, staleTime: 0, gcTime: 0 }),
  useCategories: () => trpc.admin.menu.categories.list.useQuery(),
  useItemCalls: () => {
    const utils = trpc.useUtils();
    const create = trpc.admin.menu.create.useMutation();
    const update = trpc.admin.menu.update.useMutation();
    const remove = trpc.admin.menu.remove.useMutation();
    const setAvailable = trpc.admin.menu.setAvailable.useMutation();
    const setFeatured = trpc.admin.menu.setFeatured.useMutation();
    const setPrice = trpc.admin.menu.setPrice.useMutation();
    return {
      save: (id, input) => (id === undefined ? create.mutateAsync(input) : update.mutateAsync({ id, data: input })),
      setFlag: (id, flag, value) => (flag === 'available' ? setAvailable : setFeatured).mutateAsync({ id, value }),
      remove: (id) => remove.mutateAsync({ id }),
      setPrice: (id, price) => setPrice.mutateAsync({ id, price }),
      patchRow: (request, id, patch) => utils.admin.menu.groups.setData(request, (groups) => groups && patchGroupedRow(groups, id, patch)),
      refresh: () => Promise.all([utils.admin.menu.invalidate(), utils.menu.full.invalidate(), utils.highlights.invalidate()]).then(() => undefined),
    };
  },
  useCategoryCalls: () => {
    const utils = trpc.useUtils();
    const create = trpc.admin.menu.categories.create.useMutation();
    const update = trpc.admin.menu.categories.update.useMutation();
    const remove = trpc.admin.menu.categories.remove.useMutation();
    return {
      create: (input) => create.mutateAsync(input),
      update: (id, data) => update.mutateAsync({ id, data }),
      remove: (id) => remove.mutateAsync({ id }),
      refresh: () => Promise.all([utils.admin.menu.invalidate(), utils.menu.full.invalidate()]).then(() => undefined),
    };
  },
};
