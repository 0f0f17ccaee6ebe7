// Finding a dish to add: a search box over the whole menu (admin.menu.list, name and description, accents ignored)
// and the first matches, each with what the caller lets staff do with it.
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { site } from '../../../shared/config/site';
import { formatPrice } from '../../../shared/rules/price';
import type { MenuItemDto } from '../../../shared/schemas/menu';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { inAdminLanguage } from '../../components/admin/form-errors';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { adminPluralKey } from '../../i18n/admin-plural';
import { useDebouncedValue } from './use-highlights-refresh';

const SEARCH_DELAY_MS = 250;
const RESULT_COUNT = 8;

interface MenuSearchProps {
  label: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** What a matching dish offers: an Add button, or a note that it is already there. */
  renderAction: (item: MenuItemDto) => ReactNode;
  /** Shown between the search box and the matches (e.g. the tag the next dish is added with). */
  children?: ReactNode;
}

export function MenuSearch({ label, placeholder, inputRef, renderAction, children }: MenuSearchProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const results = trpc.admin.menu.list.useQuery({ q, page: 0, size: RESULT_COUNT }, { enabled: q !== '', placeholderData: keepPreviousData });
  const page = q === '' ? undefined : results.data;

  const status =
    q === '' ? ''
    : results.isError ? ''
    : !page ? t('highlights.searching')
    : page.totalElements === 0 ? t('highlights.noMatch', { q })
    : page.totalElements > page.content.length ? t('highlights.firstMatches', { shown: page.content.length, total: page.totalElements })
    : t(adminPluralKey(lang, 'highlights.found', page.totalElements), { count: page.totalElements });

  return (
    <div className="hl-search">
      <div className="admin-field">
        <label htmlFor={id}>{label}</label>
        <input id={id} ref={inputRef} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={placeholder ?? t('highlights.searchPlaceholder')} autoComplete="off" />
      </div>
      {children}
      {/* Present before anything is said in it, so each new count is announced. */}
      <p className="hl-search__status" role="status">
        {status}
      </p>
      {q !== '' && results.isError ? (
        <p className="admin-field__error" role="alert">
          {inAdminLanguage(errorMessage(results.error, t('highlights.searchFailed')))}{' '}
          <button type="button" className="admin-btn admin-btn--quiet" onClick={() => void results.refetch()}>
            {t('highlights.tryAgain')}
          </button>
        </p>
      ) : null}
      {page && page.content.length > 0 ? (
        <ul className="hl-results" aria-label={t('highlights.matching', { q })} aria-busy={results.isFetching}>
          {page.content.map((item) => (
            <li key={item.id} className="hl-results__item">
              <div className="hl-results__text">
                <span className="hl-results__name">{item.name}</span>
                <span className="hl-results__meta">
                  {formatPrice(item.price, site.currency, lang)}
                  {item.available ? null : <span className="admin-badge admin-badge--off">{t('highlights.offMenu')}</span>}
                </span>
              </div>
              <div className="hl-results__action">{renderAction(item)}</div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
