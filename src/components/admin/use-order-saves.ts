// A list's order saved one call at a time (order-saves.ts) as a React hook: `order` is what to show while saves run
// (null: show the list as read), `push` saves a new one, `current()` is the order the next move starts from.
import { useState } from 'react';
import { createOrderSaves, type OrderSaveCalls } from './order-saves';

export function useOrderSaves<T>(calls: OrderSaveCalls<T>) {
  const [order, setOrder] = useState<T | null>(null);
  const [queue] = useState(() => createOrderSaves<T>(setOrder));
  return { order, push: (next: T) => queue.push(next, calls), current: queue.current };
}
