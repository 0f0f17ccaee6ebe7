// The inbox's two downloads, side by side: the file a manager opens in a spreadsheet (named columns, the bar's local
// times, no IP) and the contract's raw CSV (for tools). Both take the list's current filter.
import { useState } from 'react';
import type { ContactStatus, ContactsExportFile } from '../../../shared/schemas/contacts';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { useToast } from '../../components/admin/toasts';
import { inAdminLanguage } from '../../components/admin/form-errors';
import { useAdminT } from '../../i18n/admin-language';
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import { describeFilter } from './contact-list-search';
import { saveTextFile } from '../../components/admin/save-text-file';

type Format = 'spreadsheet' | 'raw';

const LABELS: Record<Format, { idle: AdminKey; busy: AdminKey }> = {
  spreadsheet: { idle: 'contacts.export.spreadsheet', busy: 'contacts.export.spreadsheetBusy' },
  raw: { idle: 'contacts.export.raw', busy: 'contacts.export.rawBusy' },
};

export function ContactExportButtons({ filter }: { filter: { q: string | null; status: ContactStatus | undefined } }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const t = useAdminT();
  const [busy, setBusy] = useState<Format | null>(null);

  async function download(format: Format) {
    setBusy(format);
    try {
      // Straight from the server, never from a cache: the file holds what is in the inbox now.
      const exports = utils.client.admin.contacts;
      const file: ContactsExportFile = format === 'spreadsheet' ? await exports.exportSpreadsheet.query(filter) : await exports.exportCsv.query(filter);
      saveTextFile(file.filename, file.csv);
      toast.success(t('contacts.export.saved', { file: file.filename, what: describeFilter({ q: filter.q ?? undefined, status: filter.status }, t) }));
    } catch (error) {
      toast.error(inAdminLanguage(errorMessage(error, t('contacts.export.failed'))));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="contacts-exports">
      {(['spreadsheet', 'raw'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className={format === 'spreadsheet' ? 'admin-btn admin-btn--primary' : 'admin-btn'}
          onClick={() => void download(format)}
          disabled={busy !== null}
          aria-busy={busy === format}
        >
          {t(busy === format ? LABELS[format].busy : LABELS[format].idle)}
        </button>
      ))}
    </div>
  );
}
