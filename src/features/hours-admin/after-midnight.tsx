// "Closes after midnight, next day": said wherever a closing at or before the opening is shown.
import { useAdminT } from '../../i18n/admin-language';

/** The hint with its crescent moon; `compact` shows the moon alone (the words stay for screen readers and as a tooltip). */
export function AfterMidnight({ id, compact }: { id?: string; compact?: boolean }) {
  const hint = useAdminT()('hours.afterMidnight');
  return (
    <span id={id} className={`hours-late${compact ? ' hours-late--compact' : ''}`} title={compact ? hint : undefined}>
      <svg className="hours-late__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M10.5 1.5a6.5 6.5 0 1 0 4 11.6A7 7 0 0 1 10.5 1.5Z" fill="currentColor" />
      </svg>
      {compact ? <span className="visually-hidden">{hint}</span> : hint}
    </span>
  );
}
