// What a screen shows an account whose role may read but not change it (staff on content: API.md "Roles"). The
// server refuses the change whatever the screen shows; this keeps the screen from offering it.
import type { ReactNode } from 'react';
import { useAdminT } from '../../i18n/admin-language';

/** The one line that says why nothing here can be changed. */
export function ReadOnlyNote({ children }: { children?: ReactNode }) {
  const t = useAdminT();
  return (
    <p className="admin-read-only" role="note">
      {children ?? t('readOnly.text')}
    </p>
  );
}

/**
 * Makes every control inside read-only at once (a disabled fieldset) without changing the layout (`display:
 * contents`); always rendered, so the form is not remounted when the role becomes known.
 */
export function ReadOnlyScope({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset className="admin-read-only-scope" disabled={readOnly}>
      {children}
    </fieldset>
  );
}
