// One category of the menu or drinks list: its heading, then its items in the guests' order, each row with its
// photo, name, price (changed in place by a manager), the Available and Featured switches, Edit and Delete.
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { TRANSLATION_LANGUAGES, type Lang } from '../../../shared/config/languages';
import { site } from '../../../shared/config/site';
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import type { CatalogGroup } from '../../../shared/rules/catalog-groups';
import { formatPrice } from '../../../shared/rules/price';
import type { MENU_ITEM_TRANSLATABLE } from '../../../shared/schemas/menu';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { adminPluralKey } from '../../i18n/admin-plural';
import { languageName } from '../../i18n/language-name';
import type { AnyCatalogAdminKind, CatalogFlag } from './catalog-admin-kind';
import type { CatalogItem } from './catalog-form-values';
import { untranslatedFields } from './catalog-translations';
import { PriceInPlace } from './price-in-place';

/** A translatable field named mid-sentence ("No Spanish: description, highlight tag"); a drink's are a dish's. */
const FIELD_WORDS = {
  name: 'catalog.untranslated.name',
  description: 'catalog.untranslated.description',
  menuHighlightTag: 'catalog.untranslated.menuHighlightTag',
} as const satisfies Record<keyof typeof MENU_ITEM_TRANSLATABLE, AdminKey>;

interface CatalogGroupTableProps<Item extends CatalogItem> {
  kind: AnyCatalogAdminKind;
  group: CatalogGroup<Item>;
  /** A manager or the owner: feature, price, edit and delete (staff switch availability and view). */
  mayChange: boolean;
  isBusy: (key: string) => boolean;
  onFlip: (item: Item, flag: CatalogFlag) => void;
  onDelete: (item: Item) => void;
  onPrice: (item: Item, text: string) => Promise<void>;
}

export function CatalogGroupTable<Item extends CatalogItem>({ kind, group, mayChange, isBusy, onFlip, onDelete, onPrice }: CatalogGroupTableProps<Item>) {
  const { paths } = kind;
  const t = useAdminT();
  const lang = useAdminLang();
  const headingId = useId();
  return (
    <section className="catalog-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-group__title">
        {group.name} <span className="catalog-group__count">{t(adminPluralKey(lang, kind.words.items, group.items.length), { count: group.items.length })}</span>
      </h2>
      <table className={`admin-table catalog-table${mayChange ? '' : ' catalog-table--staff'}`} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('catalog.photo')}</th>
            <th scope="col">{t('catalog.name')}</th>
            <th scope="col">{t('catalog.price')}</th>
            <th scope="col">{t('catalog.available')}</th>
            {mayChange ? <th scope="col">{t('catalog.featured')}</th> : null}
            <th scope="col">
              <span className="visually-hidden">{t('catalog.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {group.items.map((item) => (
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
                  <span className="admin-badge admin-badge--off catalog-table__hidden" title={t(kind.words.unavailableTitle)}>
                    {t('catalog.unavailable')}
                  </span>
                )}
                {TRANSLATION_LANGUAGES.map((language) => (
                  <UntranslatedNote key={language} language={language} fields={untranslatedFields(item, kind.translatable, language)} />
                ))}
              </td>
              <td data-label="" className="catalog-table__price">
                {mayChange ? <PriceInPlace name={item.name} price={item.price} currency={site.currency} onSave={(text) => onPrice(item, text)} /> : formatPrice(item.price, site.currency, lang)}
              </td>
              <td data-label="" className="catalog-table__available">
                <FlagSwitch label={t('catalog.available')} aria={t('catalog.availableWho', { name: item.name })} on={item.available} busy={isBusy(`${item.id}:available`)} onClick={() => onFlip(item, 'available')} />
              </td>
              {mayChange ? (
                <td data-label="" className="catalog-table__featured">
                  <FlagSwitch label={t('catalog.featured')} aria={t('catalog.featuredWho', { name: item.name })} on={item.featured} busy={isBusy(`${item.id}:featured`)} onClick={() => onFlip(item, 'featured')} />
                </td>
              ) : null}
              <td data-label="" className="catalog-table__actions">
                <div className="admin-table__actions">
                  <Link to={paths.edit} params={{ id: String(item.id) }} className="admin-btn" aria-label={t(mayChange ? 'catalog.editWho' : 'catalog.viewWho', { name: item.name })}>
                    {mayChange ? t('catalog.edit') : t('catalog.view')}
                  </Link>
                  {mayChange ? (
                    <button type="button" className="admin-btn admin-btn--danger" onClick={() => onDelete(item)} disabled={isBusy(`${item.id}:delete`)} aria-label={t('catalog.deleteWho', { name: item.name })}>
                      {t('catalog.delete')}
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
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
