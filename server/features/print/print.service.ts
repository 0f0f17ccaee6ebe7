// The printed menu and drinks list read the same services as the site's pages: the public catalog (available
// items only, in the staff's order) and the bar's hours.
import type { CatalogKind } from '../../../shared/schemas/catalog';
import type { Ctx } from '../../context';
import { getPublicDrinks } from '../drinks/drinks.service';
import { getHours } from '../hours/hours.service';
import { getPublicMenu } from '../menu/menu.service';
import { drinksPrintSheet, menuPrintSheet, type PrintSheet } from '../../../shared/rules/print-sheet';

export async function getPrintSheet(ctx: Ctx, kind: CatalogKind): Promise<PrintSheet> {
  const hours = await getHours(ctx, {});
  return kind === 'menu' ? menuPrintSheet(await getPublicMenu(ctx), hours) : drinksPrintSheet(await getPublicDrinks(ctx), hours);
}
