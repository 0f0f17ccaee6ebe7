// /admin/hours: the regular week and the special dates, the hours every page tells guests.
import { AdminPage } from '../../components/admin/admin-page';
import { ReadOnlyNote } from '../../components/admin/read-only';
import { useMayYet } from '../../components/admin/staff-role';
import { RegularWeek } from './regular-week';
import { SpecialDates } from './special-dates';
import './hours-admin.css';

export function HoursPage() {
  // Staff read the hours; a manager or the owner changes them (API.md "Roles").
  const may = useMayYet('manager');
  return (
    <AdminPage title="Hours" lead="When the bar is open: the home page, the reservations page and every footer say it, with “open now” and upcoming closures.">
      {may === false ? <ReadOnlyNote /> : null}
      <RegularWeek />
      <SpecialDates />
    </AdminPage>
  );
}
