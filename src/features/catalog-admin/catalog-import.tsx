// "Import" on the menu's and the drinks' list (managers): a spreadsheet file in (API.md "Menu": import). Choosing a
// file previews it (a dry run: nothing written) in a dialog a phone can read: the counts, each dish to add or change
// with its changes field by field (`price: $11 → $12`), the unchanged ones folded away, or the bad cells by row and
// column. "Import" writes it all at once; "Cancel" drops it. The server decides everything; this only shows it.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { CatalogKind } from '../../../shared/schemas/catalog';
import type { CsvCellError, CsvImportResult, CsvImportRow } from '../../../shared/schemas/catalog-csv';
import { site } from '../../../shared/config/site';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { inAdminLanguage } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { cellErrorsOf, csvFieldLabel, csvFileText, csvValueText } from './catalog-csv-preview';
import './catalog-csv.css';

interface Preview {
  file: string;
  csv: string;
  result: CsvImportResult | null;
  errors: CsvCellError[];
}

function useImportCall(kind: CatalogKind) {
  const utils = trpc.useUtils();
  return {
    run: (csv: string, dryRun: boolean): Promise<CsvImportResult> =>
      kind === 'menu' ? utils.client.admin.menu.importCsv.mutate({ csv, dryRun }) : utils.client.admin.drinks.importCsv.mutate({ csv, dryRun }),
    // The admin's lists and categories, and the guests' page, read afresh.
    refresh: () =>
      Promise.all(kind === 'menu' ? [utils.admin.menu.invalidate(), utils.menu.full.invalidate()] : [utils.admin.drinks.invalidate(), utils.drinks.full.invalidate()]).then(() => undefined),
  };
}

export function CatalogImport({ kind }: { kind: CatalogKind }) {
  const t = useAdminT();
  const toast = useToast();
  const call = useImportCall(kind);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);

  // The dialog opens once React has rendered the preview in.
  useLayoutEffect(() => {
    if (preview && !dialog.current?.open) dialog.current?.showModal();
  }, [preview]);

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    setReading(file.name);
    try {
      const csv = csvFileText(await file.arrayBuffer());
      try {
        setPreview({ file: file.name, csv, result: await call.run(csv, true), errors: [] });
      } catch (error) {
        const errors = cellErrorsOf(error);
        if (errors?.length) setPreview({ file: file.name, csv, result: null, errors });
        else toast.error(inAdminLanguage(errorMessage(error, t('catalog.csv.failed'))));
      }
    } finally {
      setReading(null);
    }
  }

  function close() {
    if (dialog.current?.open) dialog.current.close();
    setPreview(null);
  }

  async function confirm() {
    if (!preview) return;
    setWriting(true);
    try {
      const done = await call.run(preview.csv, false);
      close();
      toast.success(t('catalog.csv.done', { added: done.added, changed: done.changed, unchanged: done.unchanged }));
      await call.refresh();
    } catch (error) {
      const errors = cellErrorsOf(error);
      // The list changed since the preview (someone else saved): the bad cells replace it.
      if (errors?.length) setPreview({ ...preview, result: null, errors });
      else toast.error(inAdminLanguage(errorMessage(error, t('catalog.csv.failed'))));
    } finally {
      setWriting(false);
    }
  }

  return (
    <>
      <button type="button" className="admin-btn" onClick={() => input.current?.click()} disabled={reading !== null} aria-busy={reading !== null} title={t('catalog.csv.chooseHint')}>
        {reading ? t('catalog.csv.reading', { file: reading }) : t('catalog.csv.import')}
      </button>
      <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={(event) => void choose(event.target.files?.[0])} />
      <dialog ref={dialog} className="catalog-csv" aria-labelledby="catalog-csv-title" onClose={() => setPreview(null)}>
        {preview ? <PreviewBody kind={kind} preview={preview} writing={writing} onCancel={close} onConfirm={() => void confirm()} /> : null}
      </dialog>
    </>
  );
}

interface PreviewBodyProps {
  kind: CatalogKind;
  preview: Preview;
  writing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

function PreviewBody({ kind, preview, writing, onCancel, onConfirm }: PreviewBodyProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const errorsId = useId();
  const { result, errors } = preview;
  const label = (column: string) => csvFieldLabel(kind, column, t, lang);
  const value = (column: string, raw: CsvImportRow['changes'][number]['to']) => csvValueText(column, raw, t, lang, site.currency);
  const touched = result?.rows.filter((row) => row.action !== 'same') ?? [];
  const same = result?.rows.filter((row) => row.action === 'same') ?? [];
  const canImport = result !== null && result.added + result.changed > 0;

  return (
    <>
      <header className="catalog-csv__head">
        <h2 id="catalog-csv-title" className="catalog-csv__title">
          {t('catalog.csv.previewTitle', { file: preview.file })}
        </h2>
        {result ? <p className="catalog-csv__counts">{t('catalog.csv.counts', { added: result.added, changed: result.changed, unchanged: result.unchanged })}</p> : null}
      </header>
      <div className="catalog-csv__body">
        {errors.length ? (
          <div className="catalog-csv__errors" role="alert">
            <p id={errorsId}>{t('catalog.csv.errorsTitle')}</p>
            <ul aria-labelledby={errorsId}>
              {errors.map((error, index) => (
                <li key={index}>
                  <strong>{error.column ? t('catalog.csv.errorAt', { row: error.row, column: label(error.column) }) : t('catalog.csv.errorAtRow', { row: error.row })}</strong>{' '}
                  {inAdminLanguage(error.message)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {result && !canImport ? <p className="catalog-csv__nothing">{t('catalog.csv.nothingToDo')}</p> : null}
        {touched.length ? (
          <ul className="catalog-csv__rows">
            {touched.map((row) => (
              <li key={row.row} className="catalog-csv__row">
                <p className="catalog-csv__name">
                  <span>{row.name}</span>{' '}
                  <span className={`admin-badge ${row.action === 'add' ? 'admin-badge--new' : 'admin-badge--on'}`}>{t(row.action === 'add' ? 'catalog.csv.add' : 'catalog.csv.changeBadge')}</span>
                </p>
                <ul className="catalog-csv__changes">
                  {row.changes
                    .filter((change) => !(row.action === 'add' && change.field === 'name'))
                    .map((change) => (
                      <li key={change.field}>
                        {row.action === 'add'
                          ? t('catalog.csv.set', { field: label(change.field), value: value(change.field, change.to) })
                          : t('catalog.csv.change', { field: label(change.field), from: value(change.field, change.from), to: value(change.field, change.to) })}
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : null}
        {same.length ? (
          <details className="catalog-csv__same">
            <summary>{t('catalog.csv.unchanged', { count: same.length })}</summary>
            <ul>
              {same.map((row) => (
                <li key={row.row}>{row.name}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      <footer className="catalog-csv__actions">
        <button type="button" className="admin-btn" onClick={onCancel} autoFocus>
          {t('catalog.csv.cancel')}
        </button>
        {canImport ? (
          <button type="button" className="admin-btn admin-btn--primary" onClick={onConfirm} disabled={writing} aria-busy={writing}>
            {t(writing ? 'catalog.csv.confirmBusy' : 'catalog.csv.confirm')}
          </button>
        ) : null}
      </footer>
    </>
  );
}
