// Dragging a row (or a grid card) by its handle with pointer events, so a finger works as well as a mouse (HTML5 drag and
// drop never starts from a touch). The handle has touch-action: none, so the browser does not scroll the page
// instead (everywhere else a swipe scrolls it as usual). While the pointer is near the window's top or bottom edge the
// page scrolls along, the faster the nearer the edge, and goes on scrolling while a finger rests there (a finger
// cannot move past the screen's edge, so scrolling only as it moves would stop). The row under the pointer is found
// by its data-row-index, again as the page scrolls under it, and the move is made once, on release.
import { useEffect, useRef, useState, type PointerEvent } from 'react';

const EDGE_PX = 72;
const MIN_STEP_PX = 4;
const MAX_STEP_PX = 24;
const SCROLL_EVERY_MS = 16;

export interface RowDrag {
  from: number;
  over: number | null;
}

function rowIndexAt(x: number, y: number): number | null {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-row-index]');
  const index = row ? Number(row.dataset.rowIndex) : Number.NaN;
  return Number.isInteger(index) ? index : null;
}

/** How far (px, negative: up) the page scrolls in one step with the pointer at `y` in a window `height` tall: 0 away from its edges. */
export function edgeScrollStep(y: number, height: number): number {
  const depth = y < EDGE_PX ? (EDGE_PX - Math.max(0, y)) / EDGE_PX : y > height - EDGE_PX ? -(EDGE_PX - Math.max(0, height - y)) / EDGE_PX : 0;
  if (depth === 0) return 0;
  const step = Math.round(MIN_STEP_PX + (MAX_STEP_PX - MIN_STEP_PX) * Math.abs(depth));
  return depth > 0 ? -step : step;
}

export function useRowDrag(onDrop: (from: number, to: number) => void, disabled: boolean) {
  const [drag, setDrag] = useState<RowDrag | null>(null);
  // Read by the pointer events themselves, which may come faster than React renders.
  const current = useRef<RowDrag | null>(null);
  const pointer = useRef({ x: 0, y: 0 });
  const scroller = useRef<ReturnType<typeof setInterval> | null>(null);

  const update = (next: RowDrag | null) => {
    current.current = next;
    setDrag(next);
  };

  const stopScrolling = () => {
    if (scroller.current !== null) clearInterval(scroller.current);
    scroller.current = null;
  };
  useEffect(() => stopScrolling, []);

  /** The row now under the pointer (the page may have scrolled under a resting finger). */
  const follow = () => {
    const now = current.current;
    if (!now) return;
    const over = rowIndexAt(pointer.current.x, pointer.current.y);
    if (over !== null && over !== now.over) update({ ...now, over });
  };

  const scrollStep = () => {
    const step = edgeScrollStep(pointer.current.y, window.innerHeight);
    if (!current.current || step === 0) {
      stopScrolling();
      return;
    }
    // Instantly: the page scrolls smoothly by default (base.css), and a smooth scroll begun every step restarts
    // before it has gone anywhere, so the page barely moved.
    window.scrollBy({ top: step, behavior: 'instant' });
    follow();
  };

  const handleProps = (index: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      pointer.current = { x: event.clientX, y: event.clientY };
      update({ from: index, over: index });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!current.current) return;
      pointer.current = { x: event.clientX, y: event.clientY };
      if (edgeScrollStep(event.clientY, window.innerHeight) !== 0 && scroller.current === null) {
        scrollStep();
        scroller.current = setInterval(scrollStep, SCROLL_EVERY_MS);
      }
      follow();
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      stopScrolling();
      const now = current.current;
      if (!now) return;
      const over = rowIndexAt(event.clientX, event.clientY) ?? now.over;
      update(null);
      if (over !== null && over !== now.from) onDrop(now.from, over);
    },
    onPointerCancel() {
      stopScrolling();
      update(null);
    },
  });

  return { drag, handleProps };
}
