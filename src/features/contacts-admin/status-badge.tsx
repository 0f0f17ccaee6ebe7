// A message's follow-up status in words, coloured: New stands out, Contacted is on its way, Closed is done.
import type { ContactStatus } from '../../../shared/schemas/contacts';
import { useAdminT } from '../../i18n/admin-language';
import { CONTACT_STATUS_KEYS } from './contact-list-search';

const BADGE_CLASS: Record<ContactStatus, string> = { NEW: 'admin-badge--new', CONTACTED: 'admin-badge--on', CLOSED: 'admin-badge--off' };

export function StatusBadge({ status }: { status: ContactStatus }) {
  const t = useAdminT();
  return <span className={`admin-badge ${BADGE_CLASS[status]}`}>{t(CONTACT_STATUS_KEYS[status])}</span>;
}
