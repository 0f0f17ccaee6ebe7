// A day's opening periods as the tables hold them: the first in `opens`/`closes` (as before lunch periods), the
// second and third in their own pairs of columns (Migration20261127190000_hours_periods).
import type { Period } from '../../../shared/rules/opening-periods';

export interface PeriodColumns {
  opens?: string | null;
  closes?: string | null;
  secondOpens?: string | null;
  secondCloses?: string | null;
  thirdOpens?: string | null;
  thirdCloses?: string | null;
}

/** The stored periods in order; a pair with a time missing is no period. */
export function periodsFromColumns(row: PeriodColumns): Period[] {
  const pairs = [
    [row.opens, row.closes],
    [row.secondOpens, row.secondCloses],
    [row.thirdOpens, row.thirdCloses],
  ];
  return pairs.flatMap(([opens, closes]) => (opens && closes ? [{ opens, closes }] : []));
}

/** The columns for up to three periods (the schema has checked the count), the unused ones null. */
export function columnsFromPeriods(periods: ReadonlyArray<Period>): Required<PeriodColumns> {
  const [first, second, third] = periods;
  return {
    opens: first?.opens ?? null,
    closes: first?.closes ?? null,
    secondOpens: second?.opens ?? null,
    secondCloses: second?.closes ?? null,
    thirdOpens: third?.opens ?? null,
    thirdCloses: third?.closes ?? null,
  };
}
