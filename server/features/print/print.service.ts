// The printed menu and drinks list read the same services as the site's pages: the public catalog (available
// items only, in the staff's order) and the bar's hours, handed in by the app (server/features.ts).
import { DEFAULT_LANG, type Lang } from '../../../shared/config/languages';
import type { CatalogKind } from '../../../shared/schemas/catalog';
import type { Ctx } from '../../context';
import type { PublicReads } from '../../feature';
import { drinksPrintSheet, menuPrintSheet, type PrintSheet } from '../../../shared/rules/print-sheet';

/** The sheet in `lang`: the staff's translations of names and descriptions, prices and hours written in that language. */
export async function getPrintSheet(ctx: Ctx, kind: CatalogKind, reads: PublicReads, lang: Lang = DEFAULT_LANG): Promise<PrintSheet> {
  const hours = await reads.hours(ctx, { lang });
  return kind === 'menu' ? menuPrintSheet(await reads.menu(ctx, { lang }), hours, lang) : drinksPrintSheet(await reads.drinks(ctx, { lang }), hours, lang);
}
