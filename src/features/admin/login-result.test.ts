import { describe, expect, it } from 'vitest';
import { afterLoginPath, NO_TOKEN_MESSAGE, requireLoginSession } from './login-result';

describe('requireLoginSession', () => {
  it('reads the token and the user', () => {
    expect(requireLoginSession({ token: 'abc', user: { email: 'a@b.c', name: 'Ana' } })).toEqual({ token: 'abc', user: { email: 'a@b.c', name: 'Ana' } });
  });

  it('accepts accessToken, top-level email and name, or the authorization header', () => {
    expect(requireLoginSession({ accessToken: 'xyz', email: 'a@b.c', name: 'Ana' })).toEqual({ token: 'xyz', user: { email: 'a@b.c', name: 'Ana' } });
    expect(requireLoginSession({}, 'Bearer from-header').token).toBe('from-header');
  });

  it('fails with the exact message when no token came back', () => {
    expect(() => requireLoginSession({ user: { email: 'a@b.c', name: 'Ana' } })).toThrow(NO_TOKEN_MESSAGE);
    expect(NO_TOKEN_MESSAGE).toBe('Login succeeded but no token was returned');
  });
});

describe('afterLoginPath', () => {
  it('goes to the redirect value when it is a path of this site', () => {
    expect(afterLoginPath('/admin/offers/12?tab=x')).toBe('/admin/offers/12?tab=x');
  });

  it('goes to /admin otherwise', () => {
    for (const value of [undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/admin/login']) {
      expect(afterLoginPath(value)).toBe('/admin');
    }
  });
});
