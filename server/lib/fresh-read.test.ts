import { describe, expect, it } from 'vitest';
import { freshRead } from './fresh-read';

/** A read whose answers the test releases one by one; `value` is what the "database" holds when a read starts. */
function controlledRead() {
  let value = 0;
  const started: { at: number; release: () => void }[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const at = value;
      started.push({ at, release: () => resolve(at) });
    });
  return { read, started, write: () => (value += 1) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('freshRead', () => {
  it('never gives a caller a value read before it asked', async () => {
    const db = controlledRead();
    const current = freshRead(db.read);
    const early = current();
    db.write();
    const late = current(); // must not share the read that started before the write
    expect(db.started).toHaveLength(1);
    db.started[0]!.release();
    expect(await early).toBe(0);
    await settle();
    expect(db.started).toHaveLength(2);
    db.started[1]!.release();
    expect(await late).toBe(1);
  });

  it('runs one read and queues one, however many callers come', async () => {
    const db = controlledRead();
    const current = freshRead(db.read);
    const first = current();
    const waiting = Array.from({ length: 20 }, () => current());
    db.started[0]!.release();
    await first;
    await settle();
    expect(db.started).toHaveLength(2);
    db.started[1]!.release();
    expect(new Set(await Promise.all(waiting)).size).toBe(1);
    expect(db.started).toHaveLength(2);
  });

  it('recovers from a failed read', async () => {
    let fail = true;
    const current = freshRead(async () => {
      if (fail) throw new Error('database away');
      return 7;
    });
    await expect(current()).rejects.toThrow('database away');
    fail = false;
    expect(await current()).toBe(7);
  });
});
