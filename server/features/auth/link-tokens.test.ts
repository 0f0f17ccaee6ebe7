// Where an e-mailed link stands (linkStateOf): the answer its page shows on arrival, before anything is typed.
import { describe, expect, it } from 'vitest';
import { linkStateOf, type LinkFacts } from './link-tokens';
import { passwordTag } from './login-devices';

const NOW = new Date('2026-11-29T10:00:00Z');
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$current';

function reset(overrides: Partial<LinkFacts> = {}, user: Partial<LinkFacts['user']> = {}): LinkFacts {
  return {
    kind: 'password-reset',
    expiresAt: new Date(NOW.getTime() + 60_000),
    usedAt: null,
    endedBy: null,
    passwordTag: passwordTag(HASH),
    user: { active: true, pending: false, passwordHash: HASH, ...user },
    ...overrides,
  };
}

describe('linkStateOf', () => {
  it('a fresh link of the right kind is valid until the instant it expires', () => {
    expect(linkStateOf(reset(), 'password-reset', NOW)).toBe('valid');
    expect(linkStateOf(reset({ expiresAt: NOW }), 'password-reset', NOW)).toBe('expired');
  });

  it('no link, a link of the other kind, or a deactivated account: invalid, and nothing more', () => {
    expect(linkStateOf(null, 'password-reset', NOW)).toBe('invalid');
    expect(linkStateOf(reset(), 'invitation', NOW)).toBe('invalid');
    expect(linkStateOf(reset({}, { active: false }), 'password-reset', NOW)).toBe('invalid');
    // Closed by a deactivation: invalid for good, even once the member is active again.
    expect(linkStateOf(reset({ usedAt: NOW, endedBy: 'deactivated' }), 'password-reset', NOW)).toBe('invalid');
  });

  it('a closed link says why before whether its time is up', () => {
    const past = new Date(NOW.getTime() - 1);
    expect(linkStateOf(reset({ usedAt: past, endedBy: 'used' }), 'password-reset', NOW)).toBe('used');
    expect(linkStateOf(reset({ usedAt: past, endedBy: 'used', expiresAt: past }), 'password-reset', NOW)).toBe('used');
    expect(linkStateOf(reset({ usedAt: past, endedBy: 'replaced', expiresAt: past }), 'password-reset', NOW)).toBe('replaced');
    // A link used before the reason was kept reads as used.
    expect(linkStateOf(reset({ usedAt: past, endedBy: null }), 'password-reset', NOW)).toBe('used');
  });

  it('a reset link sent before the password was changed another way is replaced; one from before tags were kept is not', () => {
    expect(linkStateOf(reset({}, { passwordHash: `${HASH}-new` }), 'password-reset', NOW)).toBe('replaced');
    expect(linkStateOf(reset({ passwordTag: null }, { passwordHash: `${HASH}-new` }), 'password-reset', NOW)).toBe('valid');
  });

  it('an invitation is for a pending account: once the account is set up it reads as used', () => {
    const invitation = (pending: boolean) => reset({ kind: 'invitation', passwordTag: passwordTag('') }, { pending, passwordHash: pending ? '' : HASH });
    expect(linkStateOf(invitation(true), 'invitation', NOW)).toBe('valid');
    expect(linkStateOf(invitation(false), 'invitation', NOW)).toBe('used');
    // A reset link for an account not set up yet opens nothing.
    expect(linkStateOf(reset({}, { pending: true }), 'password-reset', NOW)).toBe('invalid');
  });
});
