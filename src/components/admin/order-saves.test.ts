import { describe, expect, it } from 'vitest';
import { createOrderSaves, type OrderSaveCalls } from './order-saves';

/** A call the test answers when it likes. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function setUp() {
  const shown: (string | null)[] = [];
  const sent: { order: string; call: ReturnType<typeof deferred> }[] = [];
  const errors: unknown[] = [];
  let refreshes = 0;
  const calls: OrderSaveCalls<string> = {
    save: (order) => {
      const call = deferred();
      sent.push({ order, call });
      return call.promise;
    },
    onError: (error) => errors.push(error),
    refresh: async () => {
      refreshes += 1;
    },
  };
  const saves = createOrderSaves<string>((order) => shown.push(order));
  return { saves, calls, shown, sent, errors, refreshes: () => refreshes };
}

describe('createOrderSaves', () => {
  it('sends one save at a time; moves made meanwhile wait, and only the latest of them is sent', async () => {
    const { saves, calls, shown, sent, refreshes } = setUp();
    saves.push('B A C', calls);
    saves.push('B C A', calls);
    saves.push('C B A', calls);
    expect(sent.map((call) => call.order)).toEqual(['B A C']);
    expect(saves.current()).toBe('C B A');
    expect(shown).toEqual(['B A C', 'B C A', 'C B A']);

    sent[0]!.call.resolve();
    await settle();
    expect(sent.map((call) => call.order)).toEqual(['B A C', 'C B A']);
    // Still saving: the screen keeps the latest order, the list is not read yet.
    expect(shown.at(-1)).toBe('C B A');
    expect(refreshes()).toBe(0);

    sent[1]!.call.resolve();
    await settle();
    expect(refreshes()).toBe(1);
    expect(shown.at(-1)).toBeNull();
    expect(saves.current()).toBeNull();
    expect(saves.busy()).toBe(false);
  });

  it('a failed save drops the moves waiting behind it and shows the list as read again', async () => {
    const { saves, calls, shown, sent, errors, refreshes } = setUp();
    saves.push('B A', calls);
    saves.push('A B', calls);
    sent[0]!.call.reject(new Error('offline'));
    await settle();
    expect(errors).toEqual([new Error('offline')]);
    expect(sent).toHaveLength(1);
    expect(refreshes()).toBe(1);
    expect(shown.at(-1)).toBeNull();

    // The next move starts a new round.
    saves.push('B A', calls);
    expect(sent.map((call) => call.order)).toEqual(['B A', 'B A']);
  });
});
