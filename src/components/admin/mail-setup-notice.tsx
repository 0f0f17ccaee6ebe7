// Says, where it matters, that the server cannot send e-mail (no SMTP_URL): nothing is lost, e-mails wait until it can.
// Shown only once the server has answered that e-mail is not set up; nothing while it is, or while asking.
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc';
import './mail-setup-notice.css';
import { useAdminT } from '../../i18n/admin-language';

export function MailSetupNotice({ children }: { children: ReactNode }) {
  const status = trpc.admin.mail.status.useQuery(undefined, { staleTime: 5 * 60_000, retry: false });
  const t = useAdminT();
  if (status.data?.configured !== false) return null;
  return (
    <p className="mail-setup-notice" role="note">
      <strong>{t('mail.notSetUp')}</strong> {children}
    </p>
  );
}
