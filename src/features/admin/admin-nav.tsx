// The admin's section nav. Wide screens show every section the role may open in one row; narrower ones show the
// role's daily tasks and a "More" button whose sheet lists the rest: every section is at most two taps away, and
// nothing waits off-screen to the side.
import { Link, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../../components/ui/use-dismiss';
import { Icon } from '../../components/ui/icon';
import type { StaffRole } from '../../../shared/rules/staff-roles';
import { useAdminT } from '../../i18n/admin-language';
import { ADMIN_SECTIONS, inSection, navFor, type AdminSection } from './admin-sections';

interface AdminNavProps {
  role: StaffRole | null;
  /** Guests' messages nobody has handled yet: a badge on Contacts. */
  newMessages: number;
}

export function AdminNav({ role, newMessages }: AdminNavProps) {
  const t = useAdminT();
  const { daily, more } = navFor(role);
  // The address being opened, not the one last shown: a section chosen closes the sheet at once, and a sheet opened
  // while the new screen still loads stays open when it arrives.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Open on the screen it was opened on: choosing a section (a new screen) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const sheetId = useId();
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpenOn(null), []);
  useDismiss(open, close, nav, button);
  const moreIsCurrent = more.some((section) => inSection(pathname, section));

  // Opened: the focus goes to the current section in the sheet, else its first link, so Tab walks the sheet next.
  useEffect(() => {
    if (!open) return;
    const links = sheet.current?.querySelectorAll<HTMLElement>('a');
    (sheet.current?.querySelector<HTMLElement>('[aria-current="page"]') ?? links?.[0])?.focus();
  }, [open]);

  const link = (section: AdminSection, className: string) => (
    <Link to={section.to} className={className}>
      {t(section.label)}
      {section.to === '/admin/contacts' && newMessages ? (
        <span className="admin-nav__count">
          {newMessages}
          <span className="visually-hidden"> {t('nav.newCount')}</span>
        </span>
      ) : null}
    </Link>
  );
  const viewSite = (className: string) => (
    <Link to="/{-$lang}" params={{ lang: undefined }} className={className} activeOptions={{ exact: true }}>
      {t('nav.viewSite')}
    </Link>
  );

  return (
    <nav ref={nav} className="admin-nav" aria-label={t('nav.label')}>
      <ul className="admin-nav__bar">
        {/* Every section in its usual order (SPEC.md's); those not daily show only on a wide screen (a narrow one lists them in the sheet). */}
        {[...daily, ...more]
          .sort((one, other) => ADMIN_SECTIONS.indexOf(one) - ADMIN_SECTIONS.indexOf(other))
          .map((section) => (
            <li key={section.to} className={daily.includes(section) ? undefined : 'admin-nav__wide'}>
              {link(section, 'admin-nav__link')}
            </li>
          ))}
        <li className="admin-nav__wide admin-nav__site">{viewSite('admin-nav__link')}</li>
        <li className="admin-nav__narrow">
          <button
            ref={button}
            type="button"
            className={`admin-nav__link admin-nav__more${moreIsCurrent ? ' is-current' : ''}`}
            aria-expanded={open}
            aria-controls={sheetId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {t('nav.more')}
            <Icon name="chevron-down" size={16} className="admin-nav__more-icon" />
          </button>
        </li>
      </ul>
      <div ref={sheet} id={sheetId} className="admin-nav__sheet" hidden={!open}>
        <ul>
          {more.map((section) => (
            <li key={section.to}>{link(section, 'admin-nav__sheet-link')}</li>
          ))}
          <li className="admin-nav__sheet-site">{viewSite('admin-nav__sheet-link')}</li>
        </ul>
      </div>
    </nav>
  );
}
