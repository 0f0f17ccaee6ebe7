// A horizontally scrollable row of filter chips; shows a swipe hint while chips are hidden past the edge.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { useT } from '../../i18n/use-t';
import './chip-row.css';

const noSubscription = () => () => {};

/**
 * True on a touch screen. The server cannot know, so a server-rendered page hydrates with false and then
 * updates: the hint's words match the server's markup during hydration.
 */
function useTouchScreen(): boolean {
  const coarsePointer = useMediaQuery('(any-pointer: coarse)');
  const touchPoints = useSyncExternalStore(noSubscription, () => navigator.maxTouchPoints > 0, () => false);
  return coarsePointer || touchPoints;
}

interface ChipRowProps {
  label: string;
  children: ReactNode;
}

export function ChipRow({ label, children }: ChipRowProps) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const touch = useTouchScreen();

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const left = el.scrollLeft > 4;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 4;
    setMore((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
  }, []);

  // A chip chosen out of sight (from a shared address, or by Back) is brought into the row's view, without moving
  // the page; a guest's own scrolling of the row is left alone until the choice changes.
  const shownPressed = useRef<Element | null>(null);
  useEffect(() => {
    const el = scroller.current;
    const pressed = el?.querySelector('[aria-pressed="true"]') ?? null;
    if (!el || !(pressed instanceof HTMLElement) || pressed === shownPressed.current) return;
    shownPressed.current = pressed;
    // The first chip (All) is the common case and needs no measuring: no layout is read in the page's first commit.
    if (pressed === el.firstElementChild) return;
    const hidden = pressed.offsetLeft < el.scrollLeft || pressed.offsetLeft + pressed.offsetWidth > el.scrollLeft + el.clientWidth;
    if (hidden) el.scrollLeft = Math.max(0, pressed.offsetLeft - (el.clientWidth - pressed.offsetWidth) / 2);
  });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure, children]);

  return (
    <div className="chip-row" data-more-left={more.left || undefined} data-more-right={more.right || undefined}>
      <div className="chip-row__scroller" ref={scroller} role="group" aria-label={label} onScroll={measure}>
        {children}
      </div>
      {/* Always in the layout (shown by data-more-right in the CSS), so showing it moves nothing below. */}
      <p className="chip-row__hint" aria-hidden="true">
        {touch ? t('catalog.swipeMore') : t('catalog.scrollMore')}
        <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
          <path d="M5 12h13m-5-5 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </p>
    </div>
  );
}

interface ChipProps {
  pressed: boolean;
  onClick: () => void;
  label: string;
  count?: number;
  /** Spoken after the count, e.g. "dishes". */
  noun?: string;
}

export function Chip({ pressed, onClick, label, count, noun }: ChipProps) {
  return (
    <button type="button" className="chip" aria-pressed={pressed} onClick={onClick} data-empty={count === 0 || undefined}>
      <span className="chip__label">{label}</span>
      {count !== undefined ? (
        <span className="chip__count">
          <span className="visually-hidden">, </span>
          {count}
          {noun ? <span className="visually-hidden"> {noun}</span> : null}
        </span>
      ) : null}
    </button>
  );
}
