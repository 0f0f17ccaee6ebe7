import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../shared/i18n/admin/en';
import { messages as es } from '../../../shared/i18n/admin/es';
import type { AdminCatalog, AdminKey } from '../../../shared/i18n/catalog-types';
import { fillValues } from '../../../shared/i18n/fill-values';
import type { AdminTranslate } from '../../i18n/admin-language';
import { canMove, focusAfterMove, moveAnnouncement, moveId, moveTarget } from './gallery-order';

const translate = (catalog: AdminCatalog): AdminTranslate => (key, values) => fillValues(catalog[key as AdminKey] ?? key, values);

describe('moveId', () => {
  it('moves one id up or down, clamped to the list', () => {
    expect(moveId([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
  });

  it('Top and Bottom take a photo to the first or last place in one move, ↑ and ↓ one place', () => {
    expect(moveId([1, 2, 3, 4], 2, moveTarget('top', 2, 4))).toEqual([3, 1, 2, 4]);
    expect(moveId([1, 2, 3, 4], 1, moveTarget('bottom', 1, 4))).toEqual([1, 3, 4, 2]);
    expect(moveId([1, 2, 3, 4], 2, moveTarget('up', 2, 4))).toEqual([1, 3, 2, 4]);
    expect(moveId([1, 2, 3, 4], 2, moveTarget('down', 2, 4))).toEqual([1, 2, 4, 3]);
  });

  it('the first photo cannot go up or to the top, the last down or to the bottom', () => {
    expect([canMove('top', 0, 4), canMove('up', 0, 4), canMove('down', 0, 4), canMove('bottom', 0, 4)]).toEqual([false, false, true, true]);
    expect([canMove('top', 3, 4), canMove('up', 3, 4), canMove('down', 3, 4), canMove('bottom', 3, 4)]).toEqual([true, true, false, false]);
    expect([canMove('top', 0, 1), canMove('bottom', 0, 1)]).toEqual([false, false]);
  });

  it('the focus stays on the button pressed, or goes to its opposite when the move disabled it', () => {
    expect(focusAfterMove('top', 1, 4)).toBe('bottom');
    expect(focusAfterMove('bottom', 4, 4)).toBe('top');
    expect(focusAfterMove('up', 1, 4)).toBe('down');
    expect(focusAfterMove('down', 4, 4)).toBe('up');
    expect(focusAfterMove('up', 2, 4)).toBe('up');
    expect(focusAfterMove('down', 3, 4)).toBe('down');
  });

  it("announces the new place in the admin's language", () => {
    expect(moveAnnouncement('Paella', 3, 26, translate(en))).toBe('Moved "Paella" to place 3 of 26.');
    expect(moveAnnouncement('Paella', 3, 26, translate(es))).toBe('«Paella» está ahora en el puesto 3 de 26.');
  });
});
