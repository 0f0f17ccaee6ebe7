// Paging for admin lists: zero-based pages, Prev (disabled on the first) and Next, and the page size.
import { useId } from 'react';
import './admin-ui.css';
import { useAdminT } from '../../i18n/admin-language';

interface PagerProps {
  page: number;
  size: number;
  sizes: readonly number[];
  totalElements: number;
  totalPages: number;
  /** "offers", "dishes": what is counted. */
  noun: string;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

export function Pager({ page, size, sizes, totalElements, totalPages, noun, onPage, onSize }: PagerProps) {
  const sizeId = useId();
  const t = useAdminT();
  const last = Math.max(0, totalPages - 1);
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      <div className="admin-pager__moves">
        <button type="button" className="admin-btn" onClick={() => onPage(page - 1)} disabled={page <= 0}>
          {t('pager.prev')}
        </button>
        <span className="admin-pager__where" aria-live="polite">
          {t('pager.where', { page: Math.min(page, last) + 1, pages: last + 1, count: totalElements, noun })}
        </span>
        <button type="button" className="admin-btn" onClick={() => onPage(page + 1)} disabled={page >= last}>
          {t('pager.next')}
        </button>
      </div>
      <div className="admin-pager__size">
        <label htmlFor={sizeId}>{t('pager.perPage')}</label>
        <select id={sizeId} value={size} onChange={(event) => onSize(Number(event.target.value))}>
          {sizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}

/** What a list screen keeps in its address for paging: page 0 and the default size are left out. */
export interface PagingSearchPatch {
  page?: number;
  size?: number;
}

interface ListPagerProps {
  /** The page the server answered, if any: nothing is shown for none or an empty list. */
  result: { number: number; totalElements: number; totalPages: number } | undefined;
  size: number;
  sizes: readonly number[];
  defaultSize: number;
  /** What is counted, one and many: "message" / "messages". */
  noun: { one: string; many: string };
  /** Applies the change to the screen's address (its search). */
  onChange: (patch: PagingSearchPatch) => void;
}

/** The pager of an admin list screen whose page and size live in the address. */
export function ListPager({ result, size, sizes, defaultSize, noun, onChange }: ListPagerProps) {
  if (!result || result.totalElements === 0) return null;
  return (
    <Pager
      page={result.number}
      size={size}
      sizes={sizes}
      totalElements={result.totalElements}
      totalPages={result.totalPages}
      noun={result.totalElements === 1 ? noun.one : noun.many}
      onPage={(next) => onChange({ page: next || undefined })}
      onSize={(next) => onChange({ size: next === defaultSize ? undefined : next, page: undefined })}
    />
  );
}
