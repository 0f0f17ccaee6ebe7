import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../shared/i18n/admin/en';
import { messages as es } from '../../../shared/i18n/admin/es';
import type { AdminCatalog, AdminKey } from '../../../shared/i18n/catalog-types';
import { fillValues } from '../../../shared/i18n/fill-values';
import type { AdminTranslate } from '../../i18n/admin-language';
import { moveAnnouncement, moveId } from './gallery-order';

const translate = (catalog: AdminCatalog): AdminTranslate => (key, values) => fillValues(catalog[key as AdminKey] ?? key, values);

describe('moveId', () => {
  it('moves one id up or down, clamped to the list', () => {
    expect(moveId([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
  });

  it("announces the new place in the admin's language", () => {
    expect(moveAnnouncement('Paella', 3, 26, translate(en))).toBe('Moved "Paella" to place 3 of 26.');
    expect(moveAnnouncement('Paella', 3, 26, translate(es))).toBe('«Paella» está ahora en el puesto 3 de 26.');
  });
});
