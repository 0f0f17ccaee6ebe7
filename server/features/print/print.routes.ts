// GET /menu/print and /drinks/print: server-rendered pages outside /api and outside the SPA. Revalidated like the
// site's pages (no-cache), so the public-read cache keeps each one until the content changes.
import { Router } from 'express';
import type { AppDeps } from '../../context';
import { createContext } from '../../create-context';
import { addCspSources, cspHash } from '../../lib/csp';
import { siteAddress } from '../../../shared/rules/site-address';
import { qrSvg } from '../qr/menu-qr';
import { renderPrintPage } from './print-page';
import { printStylesheet } from './print-page-style';
import type { PrintFonts } from './print-fonts';
import { getPrintSheet } from './print.service';
import { PRINT_KINDS } from './print-sheet';
import { sendRead } from '../../http-cache/http-cache';

export function printRoutes(deps: AppDeps, fonts: PrintFonts): Router {
  // Fixed for the life of the process (the fonts come with the build): the stylesheet and its hash are made once.
  const stylesheet = printStylesheet(fonts);
  const styleHash = cspHash(stylesheet);
  const fontFiles = [fonts.display, fonts.body].filter((file) => file !== undefined);

  const router = Router();
  for (const kind of ['menu', 'drinks'] as const) {
    const { pagePath } = PRINT_KINDS[kind];
    const address = siteAddress(pagePath);
    router.get(`${pagePath}/print`, async (req, res) => {
      const ctx = await createContext(deps, req, { withUser: false });
      const sheet = await getPrintSheet(ctx, kind);
      const page = renderPrintPage(sheet, { stylesheet, fontFiles, qr: { svg: await qrSvg(address), address } });
      addCspSources(res, 'style-src', [styleHash]);
      await sendRead(req, res, { status: 200, headers: { 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' }, body: page });
    });
  }
  return router;
}
