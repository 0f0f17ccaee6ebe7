// The card the signed-out screens share (sign in, forgot password, invitation, new password): the bar's name, a
// heading, the form, and a way back.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { OliveMark } from '../../components/brand';
import { useBarSettings } from '../../lib/bar-settings';
import '../../components/ui/button.css';
import './admin.css';
import { useAdminT } from '../../i18n/admin-language';

/** `back`: what closes the card (default: back to sign in; null: nothing). */
export function AuthCard({ title, lead, children, back }: { title: string; lead?: ReactNode; children: ReactNode; back?: ReactNode }) {
  const { name } = useBarSettings();
  const t = useAdminT();
  return (
    <main id="main" tabIndex={-1} className="admin-login">
      <div className="admin-login__card">
        <p className="admin-login__brand">
          <OliveMark size={32} />
          {name}
        </p>
        <div className="admin-login__heading">
          <h1 className="admin-login__title">{title}</h1>
          {lead ? <p className="admin-login__lead">{lead}</p> : null}
        </div>
        {children}
        {back !== undefined ? back : (
          <Link to="/admin/login" className="admin-login__back">
            {t('auth.backToSignIn')}
          </Link>
        )}
      </div>
    </main>
  );
}
