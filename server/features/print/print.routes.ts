// GET /menu/print and /drinks/print, and each language's (/es/menu/print): pages outside /api and outside the SPA, laid out by the site's server renderer
// (src/features/print/, from the menu cards' own marks) from what the print service reads. Revalidated like the
// site's pages (no-cache), so the public-read cache keeps each one until the content changes.
import { Router } from 'express';
import type { AppDeps } from '../../context';
import type { LoadServerEntry } from '../../ssr/render-contract';
import type { PublicReads } from '../../feature';
import { createContext } from '../../create-context';
import { addCspSources, cspHash } from '../../lib/csp';
import { siteAddress } from '../../../shared/rules/site-address';
import { LANG_CODES } from '../../../shared/config/languages';
import { langPath } from '../../../shared/rules/language-paths';
import { qrSvg } from './menu-qr';
import { printStylesheet } from './print-page-style';
import type { PrintFonts } from './print-fonts';
import { getPrintSheet } from './print.service';
import { PRINT_KINDS } from '../../../shared/rules/print-sheet';
import { sendRead } from '../../http-cache/http-cache';

export function printRoutes(deps: AppDeps, fonts: PrintFonts, serverEntry: LoadServerEntry, reads: PublicReads): Router {
  // Fixed for the life of the process (the fonts come with the build): the stylesheet and its hash are made once.
  const stylesheet = printStylesheet(fonts);
  const styleHash = cspHash(stylesheet);
  const fontFiles = [fonts.display, fonts.body].filter((file) => file !== undefined);

  const router = Router();
  for (const kind of ['menu', 'drinks'] as const) for (const lang of LANG_CODES) {
    // The list's page in the sheet's language: its QR code, canonical address and "back" link.
    const pagePath = langPath(PRINT_KINDS[kind].pagePath, lang);
    const address = siteAddress(pagePath, deps.settings.publicUrl);
    router.get(`${pagePath}/print`, async (req, res) => {
      const entry = await serverEntry(req);
      if (typeof entry?.renderPrintPage !== 'function') {
        // Without a build (or one that failed to load, logged, or one older than the server) there is no print
        // renderer: say so rather than fail.
        res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('The printed menu needs the built site (npm run build).');
        return;
      }
      const ctx = await createContext(deps, req, { withUser: false });
      const [sheet, bar] = await Promise.all([getPrintSheet(ctx, kind, reads, lang), reads.settings(ctx, { lang })]);
      const page = await entry.renderPrintPage({ sheet: { ...sheet, pagePath }, lang, stylesheet, fontFiles, qr: { svg: await qrSvg(address), address }, bar });
      addCspSources(res, 'style-src', [styleHash]);
      await sendRead(req, res, { status: 200, headers: { 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' }, body: page });
    });
  }
  return router;
}
