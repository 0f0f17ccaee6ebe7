import { describe, expect, it } from 'vitest';
import { changeSentence, dayName, joinClauses, listWords, logDate, logPrice, quoted } from './activity-sentences';

describe('activity sentences', () => {
  it('spells a price change out from old to new, always with cents', () => {
    expect(changeSentence({ name: 'Patatas Bravas', price: { from: 11, to: 12 }, fields: [] })).toBe('Changed the price of "Patatas Bravas" from $11.00 to $12.00');
    expect(changeSentence({ name: 'Vermut', price: { from: '7.5', to: 8.25 }, fields: [] })).toBe('Changed the price of "Vermut" from $7.50 to $8.25');
  });

  it('marks a switch in its own words', () => {
    expect(changeSentence({ name: 'Pulpo a la Gallega', marked: 'unavailable', fields: [] })).toBe('Marked "Pulpo a la Gallega" unavailable');
  });

  it('lists several changed fields in one sentence', () => {
    expect(changeSentence({ name: 'Croquetas', fields: ['description', 'photo'] })).toBe('Changed the description and photo of "Croquetas"');
    expect(changeSentence({ name: 'Croquetas', fields: ['description', 'photo', 'allergens'] })).toBe('Changed the description, photo and allergens of "Croquetas"');
    expect(changeSentence({ name: 'Croquetas', fields: ['photo', 'photo'] })).toBe('Changed the photo of "Croquetas"');
  });

  it('keeps the price spelled out beside other fields', () => {
    expect(changeSentence({ name: 'Patatas Bravas', price: { from: 11, to: 12 }, fields: ['description'] })).toBe(
      'Changed the price of "Patatas Bravas" from $11.00 to $12.00, and its description',
    );
  });

  it('names a renamed record by its old name first, then "it"', () => {
    expect(changeSentence({ name: 'Bravas', renamedTo: 'Patatas Bravas', fields: [] })).toBe('Renamed "Bravas" to "Patatas Bravas"');
    expect(changeSentence({ name: 'Bravas', renamedTo: 'Patatas Bravas', marked: 'unavailable', price: { from: 11, to: 12 }, fields: ['photo'] })).toBe(
      'Renamed "Bravas" to "Patatas Bravas", marked it unavailable and changed its price from $11.00 to $12.00, and its photo',
    );
    expect(changeSentence({ name: 'Pulpo', marked: 'available', fields: ['description'] })).toBe('Marked "Pulpo" available and changed its description');
  });

  it('says nothing when nothing a person cares about changed', () => {
    expect(changeSentence({ name: 'Pulpo', fields: [] })).toBeNull();
    expect(changeSentence({ name: 'Pulpo', renamedTo: 'Pulpo', fields: [] })).toBeNull();
  });

  it('has the small words right', () => {
    expect(quoted('Ana')).toBe('"Ana"');
    expect(listWords([])).toBe('');
    expect(listWords(['a'])).toBe('a');
    expect(listWords(['a', 'b'])).toBe('a and b');
    expect(joinClauses(['Made "Ana" a manager', 'Deactivated "Ana"'])).toBe('Made "Ana" a manager and deactivated "Ana"');
    expect(logPrice(null)).toBe('no price');
    expect(logDate('2026-11-26')).toBe('Thu 26 Nov 2026');
    expect(dayName('FRI')).toBe('Friday');
  });
});
