// The staff session in the browser: one bearer token in localStorage under a fixed key. Logged in means a token is present.

export const AUTH_TOKEN_KEY = 'casa-olivera.auth-token';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the site still works, only sign-in cannot persist.
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  const token = storage()?.getItem(AUTH_TOKEN_KEY);
  return token ? token : null;
}

export function setToken(token: string): void {
  storage()?.setItem(AUTH_TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  if (getToken() === null) return;
  storage()?.removeItem(AUTH_TOKEN_KEY);
  notify();
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

/** Calls the listener when the token changes in this tab or in another one (the storage event). */
export function subscribeToToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What the router context carries for guards. */
export interface AuthSession {
  isLoggedIn: () => boolean;
  getToken: () => string | null;
}

export const authSession: AuthSession = { isLoggedIn, getToken };
