import { describe, expect, it } from 'vitest';
import { hasChanges } from './has-changes';

describe('hasChanges', () => {
  const loaded = { name: 'Gambas al Ajillo', price: '14', available: true, allergens: ['shellfish'] };

  it('is false for the values as loaded, copied or not', () => {
    expect(hasChanges(loaded, loaded)).toBe(false);
    expect(hasChanges(loaded, { ...loaded, allergens: [...loaded.allergens] })).toBe(false);
  });

  it('is true once a text, a switch or a list changes', () => {
    expect(hasChanges(loaded, { ...loaded, name: 'Gambas' })).toBe(true);
    expect(hasChanges(loaded, { ...loaded, available: false })).toBe(true);
    expect(hasChanges(loaded, { ...loaded, allergens: [] })).toBe(true);
  });

  it('is false again when a change is typed back', () => {
    const edited = { ...loaded, price: '15' };
    expect(hasChanges(loaded, { ...edited, price: '14' })).toBe(false);
  });
});
