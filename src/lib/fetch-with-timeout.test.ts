import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, timeoutSignal } from './fetch-with-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('timeoutSignal', () => {
  it('gives up after 12 seconds with a TimeoutError', () => {
    vi.useFakeTimers();
    const signal = timeoutSignal(REQUEST_TIMEOUT_MS);
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('aborts with the caller when the caller aborts first', () => {
    const outer = new AbortController();
    const signal = timeoutSignal(REQUEST_TIMEOUT_MS, outer.signal);
    outer.abort(new Error('unmounted'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('unmounted');
  });

  it('starts aborted when the caller already gave up', () => {
    const outer = new AbortController();
    outer.abort();
    expect(timeoutSignal(REQUEST_TIMEOUT_MS, outer.signal).aborted).toBe(true);
  });
});
