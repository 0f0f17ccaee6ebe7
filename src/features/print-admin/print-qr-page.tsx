// Print & QR: the menu's QR code for table tents (SVG for a print shop, PNG for anything else) and the print-ready
// menus. Both are made by the server from the live menu, so there is nothing to edit here.
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import { slugify } from '../../../shared/rules/slug';
import { useBarSettings } from '../../lib/bar-settings';
import { absoluteUrl } from '../../lib/site-address';
import { AdminPage } from '../../components/admin/admin-page';
import { useAdminT } from '../../i18n/admin-language';
import './print-qr.css';

const PRINTABLE: readonly { href: string; label: AdminKey }[] = [
  { href: '/menu/print', label: 'print.menu' },
  { href: '/drinks/print', label: 'print.drinks' },
];

export function PrintQrPage() {
  // Named for the bar as the owner keeps it: "casa-olivera-menu-qr.svg".
  const fileStem = `${slugify(useBarSettings().name)}-menu-qr`;
  const t = useAdminT();
  // The site's address as the server was started with it (PUBLIC_URL): what the QR code says.
  const menuAddress = absoluteUrl('/menu');
  // The address is set in bold inside the sentence, wherever the language puts it.
  const [beforeAddress, afterAddress = ''] = t('print.qrOpens').split('{address}');
  return (
    <AdminPage title={t('print.title')} lead={t('print.lead')}>
      <div className="print-qr">
        <section className="admin-panel print-qr__card" aria-labelledby="qr-title">
          <h2 className="print-qr__title" id="qr-title">
            {t('print.qrTitle')}
          </h2>
          <div className="print-qr__body">
            <img className="print-qr__preview" src="/menu/qr.svg" width={176} height={176} alt={t('print.qrAlt', { address: menuAddress })} />
            <div className="print-qr__text">
              <p>
                {beforeAddress}
                <strong className="print-qr__address">{menuAddress}</strong>
                {afterAddress}
              </p>
              <p className="print-qr__hint">{t('print.qrHint')}</p>
              <div className="print-qr__actions">
                <a className="admin-btn admin-btn--primary" href="/menu/qr.svg" download={`${fileStem}.svg`}>
                  {t('print.downloadSvg')}
                </a>
                <a className="admin-btn" href="/menu/qr.png" download={`${fileStem}.png`}>
                  {t('print.downloadPng')}
                </a>
              </div>
            </div>
          </div>
        </section>

        <section className="admin-panel print-qr__card" aria-labelledby="printable-title">
          <h2 className="print-qr__title" id="printable-title">
            {t('print.printedTitle')}
          </h2>
          <p>{t('print.printedText')}</p>
          <ul className="print-qr__links">
            {PRINTABLE.map(({ href, label }) => (
              <li key={href}>
                <a className="admin-btn" href={href} target="_blank" rel="noopener">
                  {t(label)}
                  <span className="visually-hidden">{t('print.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </AdminPage>
  );
}
