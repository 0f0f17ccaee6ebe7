// "Export" on the menu's and the drinks' list (managers): the whole list as a spreadsheet file, named for the bar's
// date (API.md "Menu": export.csv), straight from the server.
import { useState } from 'react';
import type { CatalogKind } from '../../../shared/schemas/catalog';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { inAdminLanguage } from '../../components/admin/form-errors';
import { saveTextFile } from '../../components/admin/save-text-file';
import { useToast } from '../../components/admin/toasts';
import { useAdminT } from '../../i18n/admin-language';

export function CatalogExportButton({ kind }: { kind: CatalogKind }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const t = useAdminT();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = kind === 'menu' ? await utils.client.admin.menu.exportCsv.query() : await utils.client.admin.drinks.exportCsv.query();
      saveTextFile(file.filename, file.csv);
      toast.success(t('catalog.csv.exported', { file: file.filename }));
    } catch (error) {
      toast.error(inAdminLanguage(errorMessage(error, t('catalog.csv.exportFailed'))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="admin-btn" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {t(busy ? 'catalog.csv.exportBusy' : 'catalog.csv.export')}
    </button>
  );
}
