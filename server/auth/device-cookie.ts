// The login's device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): the tokens of the
// accounts this browser has signed in to, sent only to the addresses that sign in, never readable by scripts.
import type { CookieOptions, Request, Response } from 'express';

export const DEVICE_COOKIE = 'device';
/**
 * The addresses that sign a browser in, each as a REST route and a tRPC procedure (the SPA sends those unbatched): the
 * login, and the two e-mailed links that set a password (a reset, an invitation), which make the browser known too and
 * so must read the cookie to keep the other accounts' tokens it holds.
 */
export const DEVICE_COOKIE_PATHS = [
  '/api/auth/login',
  '/trpc/auth.login',
  '/api/auth/password-reset/confirm',
  '/trpc/auth.confirmPasswordReset',
  '/api/auth/invitation',
  '/trpc/auth.acceptInvitation',
] as const;
/** A browser shared behind the bar may be known to a few accounts; the oldest falls off. */
export const MAX_DEVICE_TOKENS = 5;
/** How long a browser stays known without signing in (renewed at every sign-in). */
export const DEVICE_TTL_DAYS = 365;

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The tokens in the request's device cookie (at most MAX_DEVICE_TOKENS well-formed ones; anything else is ignored). */
export function readDeviceTokens(req: Request): string[] {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== DEVICE_COOKIE) continue;
    return value.join('=').split('.').filter((token) => TOKEN.test(token)).slice(0, MAX_DEVICE_TOKENS);
  }
  return [];
}

/** Sets the device cookie on every signing-in address: a browser known through one is known through the others. */
export function writeDeviceTokens(req: Request, res: Response, tokens: string[]): void {
  const options: CookieOptions = {
    httpOnly: true,
    // Secure whenever the browser reached us over HTTPS (req.secure honours the proxy setting); plain HTTP in dev.
    secure: req.secure,
    sameSite: 'strict',
    maxAge: DEVICE_TTL_DAYS * 24 * 3_600_000,
  };
  const value = tokens.slice(0, MAX_DEVICE_TOKENS).join('.');
  for (const path of DEVICE_COOKIE_PATHS) res.cookie(DEVICE_COOKIE, value, { ...options, path });
}
