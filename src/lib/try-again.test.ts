import { QueryClient, QueryObserver, focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tryAgain } from './try-again';

const KEY = ['gallery', 'manifest'];

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

/**
 * A read that fails every time, retried once after 1 s (the app's query client), watched by a page's observer
 * (as useQuery does); its first attempt has failed and it waits for its retry.
 */
async function failingRead() {
  vi.useFakeTimers();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 1_000 } } });
  const queryFn = vi.fn(() => Promise.reject(new Error('HTTP 500')));
  const observer = new QueryObserver(queryClient, { queryKey: KEY, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await vi.advanceTimersByTimeAsync(0);
  expect(queryFn).toHaveBeenCalledTimes(1);
  const state = () => queryClient.getQueryState(KEY)!;
  return { queryClient, queryFn, observer, state, unsubscribe };
}

describe('tryAgain', () => {
  it('starts a new attempt while the read waits out its retry delay, where refetch joins the waiting cycle', async () => {
    const { queryClient, queryFn, observer, state } = await failingRead();
    expect(state().fetchStatus).toBe('fetching');

    void observer.refetch();
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);

    void tryAgain(queryClient, KEY);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
    // The new cycle has its own retry, and the cancelled one makes no more attempts.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(state()).toMatchObject({ status: 'error', fetchStatus: 'idle' });
  });

  it('starts a new attempt when the retry was paused (the tab was hidden), where refetch does nothing', async () => {
    const { queryClient, queryFn, observer, state } = await failingRead();
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state().fetchStatus).toBe('paused');

    void observer.refetch();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queryFn).toHaveBeenCalledTimes(1);

    void tryAgain(queryClient, KEY);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('starts a new cycle on a read that has settled in error', async () => {
    const { queryClient, queryFn, state } = await failingRead();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state()).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    expect(queryFn).toHaveBeenCalledTimes(2);

    void tryAgain(queryClient, KEY);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(state().fetchStatus).toBe('fetching');
  });
});
