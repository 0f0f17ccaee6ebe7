// /admin/hours: the regular week and the special dates, the hours every page tells guests.
import { AdminPage } from '../admin/ui/admin-page';
import { RegularWeek } from './regular-week';
import { SpecialDates } from './special-dates';
import './hours-admin.css';

export function HoursPage() {
  return (
    <AdminPage title="Hours" lead="When the bar is open: the home page, the reservations page and every footer say it, with “open now” and upcoming closures.">
      <RegularWeek />
      <SpecialDates />
    </AdminPage>
  );
}
