// Print & QR: the menu's QR code for table tents (SVG for a print shop, PNG for anything else) and the print-ready
// menus. Both are made by the server from the live menu, so there is nothing to edit here.
import { siteAddress } from '../../../shared/rules/site-address';
import { slugify } from '../../../shared/rules/slug';
import { useBarSettings } from '../../lib/bar-settings';
import { AdminPage } from '../../components/admin/admin-page';
import './print-qr.css';

const MENU_ADDRESS = siteAddress('/menu');

const PRINTABLE = [
  { href: '/menu/print', label: 'Printable menu' },
  { href: '/drinks/print', label: 'Printable drinks list' },
] as const;

export function PrintQrPage() {
  // Named for the bar as the owner keeps it: "casa-olivera-menu-qr.svg".
  const fileStem = `${slugify(useBarSettings().name)}-menu-qr`;
  return (
    <AdminPage title="Print & QR" lead="The code opens the live menu, and the printable menus are made from it when opened: after a change, nothing here needs updating.">
      <div className="print-qr">
        <section className="admin-panel print-qr__card" aria-labelledby="qr-title">
          <h2 className="print-qr__title" id="qr-title">
            Table QR code
          </h2>
          <div className="print-qr__body">
            <img className="print-qr__preview" src="/menu/qr.svg" width={176} height={176} alt={`QR code that opens ${MENU_ADDRESS}`} />
            <div className="print-qr__text">
              <p>
                Guests who scan it open the menu at <strong className="print-qr__address">{MENU_ADDRESS}</strong>
              </p>
              <p className="print-qr__hint">Use the SVG for table tents from a print shop: it stays sharp at any size. The PNG (1024 × 1024 px) suits everything else.</p>
              <div className="print-qr__actions">
                <a className="admin-btn admin-btn--primary" href="/menu/qr.svg" download={`${fileStem}.svg`}>
                  Download SVG
                </a>
                <a className="admin-btn" href="/menu/qr.png" download={`${fileStem}.png`}>
                  Download PNG
                </a>
              </div>
            </div>
          </div>
        </section>

        <section className="admin-panel print-qr__card" aria-labelledby="printable-title">
          <h2 className="print-qr__title" id="printable-title">
            Printed menus
          </h2>
          <p>Every available item with its price, dietary marks and allergens, and the bar&apos;s address and hours. Open one and use the browser&apos;s Print command: it fits A4 and US Letter.</p>
          <ul className="print-qr__links">
            {PRINTABLE.map(({ href, label }) => (
              <li key={href}>
                <a className="admin-btn" href={href} target="_blank" rel="noopener">
                  {label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </AdminPage>
  );
}
