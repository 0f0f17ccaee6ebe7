// A floating "back to top" button that appears once the guest has scrolled past a threshold.
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';
import './back-to-top.css';

export const BACK_TO_TOP_THRESHOLD_PX = 320;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** True once the window has scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function BackToTop({ focusTargetId = 'page-title' }: { focusTargetId?: string }) {
  const t = useT();
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      title={t('catalog.backToTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        // Keyboard and screen-reader users land where the page starts, not on a button that just vanished.
        document.getElementById(focusTargetId)?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 19V5m-6 6 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{t('catalog.backToTop')}</span>
    </button>
  );
}
