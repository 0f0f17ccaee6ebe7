// The bar's hours as the server tells them. For now its "today"; the staff-managed hours of GET /api/hours
// (API.md "Hours and guest tools") grow here later.
import type { DayCode } from '../rules/day-codes';

/** The bar's today: the server's clock read in its TIME_ZONE, never the guest's device. */
export interface BarToday {
  /** YYYY-MM-DD. */
  date: string;
  dayCode: DayCode;
  /** The IANA zone the server runs the bar's clock in (its TIME_ZONE setting). */
  timeZone: string;
}
