// The printed menu and drinks list (/menu/print, /drinks/print) and the menu's QR code (/menu/qr.svg, .png): pages
// made of the menu, the drinks and the hours, which the app hands in (server/features.ts).
import { Router } from 'express';
import type { PublicReads, ServerFeature } from '../../feature';
import { printFontsFor } from './print-fonts';
import { printRoutes } from './print.routes';
import { qrRoutes } from './qr.routes';

export function print(reads: PublicReads) {
  return {
    http: (deps, site) => Router().use(printRoutes(deps, printFontsFor(site.client), site.serverEntry, reads), qrRoutes(deps.settings.publicUrl)),
  } satisfies ServerFeature;
}
