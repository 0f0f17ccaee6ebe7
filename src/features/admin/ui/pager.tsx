// Paging for admin lists: zero-based pages, Prev (disabled on the first) and Next, and the page size.
import { useId } from 'react';
import './admin-ui.css';

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
  const last = Math.max(0, totalPages - 1);
  return (
    <nav className="admin-pager" aria-label="Pages">
      <div className="admin-pager__moves">
        <button type="button" className="admin-btn" onClick={() => onPage(page - 1)} disabled={page <= 0}>
          Prev
        </button>
        <span className="admin-pager__where" aria-live="polite">
          Page {Math.min(page, last) + 1} of {last + 1} · {totalElements} {noun}
        </span>
        <button type="button" className="admin-btn" onClick={() => onPage(page + 1)} disabled={page >= last}>
          Next
        </button>
      </div>
      <div className="admin-pager__size">
        <label htmlFor={sizeId}>Per page</label>
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
