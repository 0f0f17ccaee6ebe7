// A period's place in its day as the admin says it ("2nd period"; Spanish counts them, "periodo 2"): the catalog has
// one word per period a day may have (MAX_PERIODS, shared/rules/opening-periods.ts).
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import type { AdminTranslate } from '../../i18n/admin-language';

const ORDINALS: readonly AdminKey[] = ['hours.ordinal.1', 'hours.ordinal.2', 'hours.ordinal.3'];

/** The ordinal of the period at `index` (0 is the first); a figure past the catalog's words. */
export function ordinalOf(index: number, t: AdminTranslate): string {
  const key = ORDINALS[index];
  return key ? t(key) : String(index + 1);
}
