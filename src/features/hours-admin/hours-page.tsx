// /admin/hours: the regular week and the special dates, the hours every page tells guests.
import { AdminPage } from '../admin/ui/admin-page';
import { ReadOnlyNote } from '../admin/ui/read-only';
import { useMay } from '../admin/ui/staff-role';
import { RegularWeek } from './regular-week';
import { SpecialDates } from './special-dates';
import './hours-admin.css';

export function HoursPage() {
  // Staff read the hours; a manager or the owner changes them (API.md "Roles").
  const mayChange = useMay('manager');
  return (
    <AdminPage title="Hours" lead="When the bar is open: the home page, the reservations page and every footer say it, with “open now” and upcoming closures.">
      {mayChange ? null : <ReadOnlyNote />}
      <RegularWeek />
      <SpecialDates />
    </AdminPage>
  );
}
