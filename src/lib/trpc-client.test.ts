import { describe, expect, it } from 'vitest';
import { needsAuth } from './trpc-client';

describe('needsAuth', () => {
  it('sends the bearer token to the signed-in procedures and the admin ones only', () => {
    expect(needsAuth({ path: 'auth.me', context: {} })).toBe(true);
    expect(needsAuth({ path: 'auth.logout', context: {} })).toBe(true);
    expect(needsAuth({ path: 'admin.offers.list', context: {} })).toBe(true);
  });

  it('never sends it with the login call or a public read', () => {
    for (const path of ['auth.login', 'offers.active', 'highlights.list', 'menu.full', 'drinks.full', 'contact.submit']) {
      expect(needsAuth({ path, context: {} })).toBe(false);
    }
  });

  it('lets a call opt in explicitly', () => {
    expect(needsAuth({ path: 'menu.full', context: { auth: true } })).toBe(true);
  });
});
