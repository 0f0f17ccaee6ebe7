// "Closes after midnight, next day": said wherever a closing at or before the opening is shown.
export const AFTER_MIDNIGHT_HINT = 'Closes after midnight, next day';

/** The hint with its crescent moon; `compact` shows the moon alone (the words stay for screen readers and as a tooltip). */
export function AfterMidnight({ id, compact }: { id?: string; compact?: boolean }) {
  return (
    <span id={id} className={`hours-late${compact ? ' hours-late--compact' : ''}`} title={compact ? AFTER_MIDNIGHT_HINT : undefined}>
      <svg className="hours-late__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M10.5 1.5a6.5 6.5 0 1 0 4 11.6A7 7 0 0 1 10.5 1.5Z" fill="currentColor" />
      </svg>
      {compact ? <span className="visually-hidden">{AFTER_MIDNIGHT_HINT}</span> : AFTER_MIDNIGHT_HINT}
    </span>
  );
}
