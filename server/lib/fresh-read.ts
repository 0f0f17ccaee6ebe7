// Shares reads between concurrent callers without ever handing one a value read before it asked: a caller joins
// the next read, never one already under way (which may predate a write the caller must see). So at most one
// read runs and one waits, however many callers there are.

export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const attempt = read().finally(() => {
      if (running === attempt) running = null;
    });
    running = attempt;
    return attempt;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
