// Dragging a row (or a grid card) by its handle with pointer events, so a finger works as well as a mouse (HTML5 drag and
// drop never starts from a touch). The handle has touch-action: none, so the browser does not scroll the page
// instead; near the window's top or bottom edge the page scrolls along. The row under the pointer is found by its
// data-row-index, and the move is made once, on release.
import { useRef, useState, type PointerEvent } from 'react';

const EDGE_PX = 72;
const SCROLL_STEP_PX = 16;

export interface RowDrag {
  from: number;
  over: number | null;
}

function rowIndexAt(x: number, y: number): number | null {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-row-index]');
  const index = row ? Number(row.dataset.rowIndex) : Number.NaN;
  return Number.isInteger(index) ? index : null;
}

export function useRowDrag(onDrop: (from: number, to: number) => void, disabled: boolean) {
  const [drag, setDrag] = useState<RowDrag | null>(null);
  // Read by the pointer events themselves, which may come faster than React renders.
  const current = useRef<RowDrag | null>(null);

  const update = (next: RowDrag | null) => {
    current.current = next;
    setDrag(next);
  };

  const handleProps = (index: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      update({ from: index, over: index });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const now = current.current;
      if (!now) return;
      if (event.clientY < EDGE_PX) window.scrollBy(0, -SCROLL_STEP_PX);
      else if (event.clientY > window.innerHeight - EDGE_PX) window.scrollBy(0, SCROLL_STEP_PX);
      const over = rowIndexAt(event.clientX, event.clientY);
      if (over !== null && over !== now.over) update({ ...now, over });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const now = current.current;
      if (!now) return;
      const over = rowIndexAt(event.clientX, event.clientY) ?? now.over;
      update(null);
      if (over !== null && over !== now.from) onDrop(now.from, over);
    },
    onPointerCancel() {
      update(null);
    },
  });

  return { drag, handleProps };
}
