// Saving a list's order one call at a time: moves made while a save runs wait for it, and only the latest order is
// sent next (it holds every earlier move). The order on screen stays the one last moved to until every save is done
// and the list has been read again, so a move is never computed from, or shown as, an older order.

export interface OrderSaveCalls<T> {
  save: (order: T) => Promise<unknown>;
  /** A save failed: the orders still waiting are dropped (the list read again shows what the server has). */
  onError: (error: unknown) => void;
  /** Every save is done (or one failed): read the list again. The order shown stays until this has finished. */
  refresh: () => Promise<void>;
}

export interface OrderSaves<T> {
  /** Shows `order` at once and saves it after any save under way (with the calls of the latest push). */
  push: (order: T, calls: OrderSaveCalls<T>) => void;
  /** The order last moved to while saves run, else null. */
  current: () => T | null;
  /** True from the first push until the list has been read again after the last save. */
  busy: () => boolean;
}

/** `show` is told the order to show while saves run, or null once they are all done (show the list as read again). */
export function createOrderSaves<T>(show: (order: T | null) => void): OrderSaves<T> {
  let shown: T | null = null;
  let waiting: T | null = null;
  let running = false;
  let calls: OrderSaveCalls<T> | null = null;

  async function drain() {
    running = true;
    for (;;) {
      while (waiting !== null && calls) {
        const next = waiting;
        waiting = null;
        try {
          await calls.save(next);
        } catch (error) {
          waiting = null;
          calls.onError(error);
          break;
        }
      }
      try {
        await calls?.refresh();
      } catch {
        // The list could not be read again: the one on screen stays as the server's last known answer.
      }
      // A move made while the list was being read again: save it too before the screen follows the list.
      if (waiting === null) break;
    }
    shown = null;
    running = false;
    show(null);
  }

  return {
    push(order, latest) {
      shown = order;
      waiting = order;
      calls = latest;
      show(order);
      if (!running) void drain();
    },
    current: () => shown,
    busy: () => running,
  };
}
