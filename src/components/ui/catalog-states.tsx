// Loading, error and empty states shared by the menu, drinks and gallery pages.
import { useT } from '../../i18n/use-t';
import './catalog-states.css';

export const SKELETON_CARD_COUNT = 8;

export function SkeletonCards({ label, count = SKELETON_CARD_COUNT, variant = 'card' }: { label: string; count?: number; variant?: 'card' | 'photo' }) {
  return (
    <div className="skeletons" data-variant={variant} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div className="skeleton-card" key={index} aria-hidden="true" data-testid="skeleton-card">
          {variant === 'photo' ? (
            <div className="skeleton-card__photo" />
          ) : (
            <>
              <div className="skeleton-card__row">
                <div className="skeleton-line skeleton-line--title" />
                <div className="skeleton-line skeleton-line--price" />
              </div>
              <div className="skeleton-line" />
              <div className="skeleton-line skeleton-line--short" />
              <div className="skeleton-card__row skeleton-card__row--chips">
                <div className="skeleton-pill" />
                <div className="skeleton-pill" />
                <div className="skeleton-pill" />
              </div>
            </>
          )}
        </div>
      ))}
    </div>
  );
}

/** A read that failed, with its "Try again": the props come from useTryAgain (src/lib/try-again.ts). */
export function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying?: boolean }) {
  const t = useT();
  return (
    <div className="state-panel state-panel--error" role="alert">
      <svg className="state-panel__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 7.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="16.5" r="1.2" fill="currentColor" />
      </svg>
      <p className="state-panel__title">{message}</p>
      <p className="state-panel__text">{t('states.checkConnection')}</p>
      <button type="button" className="state-panel__button" onClick={onRetry} disabled={retrying}>
        {retrying ? t('states.retrying') : t('states.retry')}
      </button>
    </div>
  );
}

export function EmptyResults({ message, hint, onClear }: { message: string; hint?: string; onClear: () => void }) {
  const t = useT();
  return (
    <div className="state-panel">
      <svg className="state-panel__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m15.5 15.5 5 5M8 10.5h5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <p className="state-panel__title">{message}</p>
      {hint ? <p className="state-panel__text">{hint}</p> : null}
      <button type="button" className="state-panel__button" onClick={onClear}>
        {t('states.clearFilters')}
      </button>
    </div>
  );
}
