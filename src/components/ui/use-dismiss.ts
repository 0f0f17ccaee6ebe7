// A small panel opened by a button (a "More" sheet, a chooser): Escape closes it and gives the focus back to its
// button; a press outside it, or Tab taking the focus out of it, closes it without taking the focus anywhere. A
// screen that focuses its own heading late (once its data is in) does not close it: only the keyboard's Tab counts.
import { useEffect, type RefObject } from 'react';

export function useDismiss(open: boolean, close: () => void, within: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    let tabbing = false;
    const inside = (target: EventTarget | null) => target instanceof Node && !!within.current?.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabbing = true;
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      button.current?.focus();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabbing = false;
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (tabbing && !inside(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close, within, button]);
}
