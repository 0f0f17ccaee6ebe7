// The printed menu and drinks list read the same services as the site's pages: the public catalog (available
// items only, in the staff's order) and the bar's hours, handed in by the app (server/features.ts).
import type { CatalogKind } from '../../../shared/schemas/catalog';
import type { Ctx } from '../../context';
import type { PublicReads } from '../../feature';
import { drinksPrintSheet, menuPrintSheet, type PrintSheet } from '../../../shared/rules/print-sheet';

export async function getPrintSheet(ctx: Ctx, kind: CatalogKind, reads: PublicReads): Promise<PrintSheet> {
  const hours = await reads.hours(ctx);
  return kind === 'menu' ? menuPrintSheet(await reads.menu(ctx), hours) : drinksPrintSheet(await reads.drinks(ctx), hours);
}
