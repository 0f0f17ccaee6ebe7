// Fixed-window attempt counter per key (client address, account), with the time taken from an injectable clock.
import type { Clock } from './clock';

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Gives this one attempt back (e.g. a login that succeeded); does nothing twice or once its window has passed. */
  release: () => void;
}

export interface RateLimiterOptions {
  /** How many keys are remembered at most; beyond it the oldest windows are forgotten first. */
  maxKeys?: number;
}

interface Window {
  start: number;
  count: number;
}

/** Enough for every guest of a busy evening, small enough (~2 MB) that a flood of addresses cannot grow the heap. */
export const DEFAULT_MAX_KEYS = 10_000;

export class RateLimiter {
  // Insertion order is window-start order (a renewed window is re-inserted), so the oldest windows come first.
  private readonly windows = new Map<string, Window>();
  private readonly maxKeys: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
    options: RateLimiterOptions = {},
  ) {
    this.maxKeys = Math.max(1, options.maxKeys ?? DEFAULT_MAX_KEYS);
  }

  /** How many keys are remembered now. */
  get size(): number {
    return this.windows.size;
  }

  /** Counts one attempt for the key and tells whether it is within the limit. */
  hit(key: string): RateDecision {
    const now = this.clock.now().getTime();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.delete(key);
      this.makeRoom(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const counted = window;
    let released = false;
    return {
      allowed: counted.count <= this.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((counted.start + this.windowMs - now) / 1000)),
      release: () => {
        if (released || this.windows.get(key) !== counted) return;
        released = true;
        counted.count = Math.max(0, counted.count - 1);
      },
    };
  }

  /** Forgets a key. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Drops the expired windows, then the oldest live ones, until one more key fits. */
  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start < this.windowMs && this.windows.size < this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}
