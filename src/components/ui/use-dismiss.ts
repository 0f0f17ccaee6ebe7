// A small panel opened by a button (a "More" sheet, a chooser): Escape closes it and gives the focus back to its
// button; a press outside it, or the focus leaving it, closes it without taking the focus anywhere.
import { useEffect, type RefObject } from 'react';

export function useDismiss(open: boolean, close: () => void, within: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => target instanceof Node && !!within.current?.contains(target);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !inside(event.target) && event.target !== document.body) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close, within, button]);
}
