// Where an entry leads: the record's own screen when it still exists (the server says so for each entry), else
// nothing. A kind without a screen of its own (sign-ins) is never a link, nor is a team member for a manager (the Team
// screen is the owner's).
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ActivityScreenEntry } from '../../../shared/schemas/activity';
import { useMay } from '../../components/admin/staff-role';

interface Props {
  entry: ActivityScreenEntry;
  className: string;
  children: ReactNode;
}

export function ActivityLink({ entry, className, children }: Props) {
  const id = entry.entityId ?? '';
  const mayRunTeam = useMay('owner');
  if (!entry.recordExists) return <span className={className}>{children}</span>;
  switch (entry.entity) {
    case 'dish':
      return <Link to="/admin/menu/$id" params={{ id }} className={className}>{children}</Link>;
    case 'drink':
      return <Link to="/admin/drinks/$id" params={{ id }} className={className}>{children}</Link>;
    case 'offer':
      return <Link to="/admin/offers/$id" params={{ id }} className={className}>{children}</Link>;
    case 'message':
      return <Link to="/admin/contacts/$id" params={{ id }} className={className}>{children}</Link>;
    case 'menu-category':
      return <Link to="/admin/menu/categories" className={className}>{children}</Link>;
    case 'drink-category':
      return <Link to="/admin/drinks/categories" className={className}>{children}</Link>;
    case 'highlight':
      return <Link to="/admin/highlights" className={className}>{children}</Link>;
    case 'team-member':
      return mayRunTeam ? <Link to="/admin/team" className={className}>{children}</Link> : <span className={className}>{children}</span>;
    case 'hours':
    case 'special-date':
      return <Link to="/admin/hours" className={className}>{children}</Link>;
    default:
      return <span className={className}>{children}</span>;
  }
}
