// Every call to the server gives up after 12 seconds, also when the caller passed its own abort signal.

export const REQUEST_TIMEOUT_MS = 12_000;

export function timeoutError(): DOMException {
  return new DOMException('The server took too long to answer. Please try again.', 'TimeoutError');
}

/** A signal that aborts after `ms`, or earlier when `outer` aborts. */
export function timeoutSignal(ms: number, outer?: AbortSignal | null): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeoutError()), ms);
  const forward = () => controller.abort(outer?.reason);
  controller.signal.addEventListener('abort', () => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  });
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return controller.signal;
}

export function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return fetch(input, { ...init, signal: timeoutSignal(REQUEST_TIMEOUT_MS, init?.signal) });
}
