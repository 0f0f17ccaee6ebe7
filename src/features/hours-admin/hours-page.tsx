// /admin/hours: the regular week and the special dates, the hours every page tells guests.
import { AdminPage } from '../../components/admin/admin-page';
import { ReadOnlyNote } from '../../components/admin/read-only';
import { useMayYet } from '../../components/admin/staff-role';
import { useAdminT } from '../../i18n/admin-language';
import { RegularWeek } from './regular-week';
import { SpecialDates } from './special-dates';
import './hours-admin.css';

export function HoursPage() {
  // Staff read the hours; a manager or the owner changes them (API.md "Roles").
  const may = useMayYet('manager');
  const t = useAdminT();
  return (
    <AdminPage title={t('title.hours')} lead={t('hours.lead')}>
      {may === false ? <ReadOnlyNote /> : null}
      <RegularWeek />
      <SpecialDates />
    </AdminPage>
  );
}
