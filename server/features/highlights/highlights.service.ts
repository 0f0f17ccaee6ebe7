// Menu highlights for a day: the scheduled ones, else the items flagged as standing highlights.
import type { HighlightCard, HighlightsQueryData } from '../../../shared/schemas/highlights';
import { localDate } from '../../../shared/rules/dates';
import { formatPriceWithCents, roundMoney } from '../../../shared/rules/price';
import { byOrderThenId } from '../../../shared/rules/sorting';
import { site } from '../../../shared/config/site';
import type { Ctx } from '../../context';
import { MenuItem, type IMenuItem } from '../menu/menu-item.entity';
import { ScheduledHighlight } from './scheduled-highlight.entity';

const DEFAULT_LIMIT = 50;

function toCard(item: IMenuItem, position: number, tag: string | null): HighlightCard {
  const price = roundMoney(Number(item.price));
  return {
    id: item.id,
    name: item.name,
    desc: item.description ?? null,
    price,
    priceFormatted: formatPriceWithCents(price, site.currency),
    image: item.image ?? null,
    tag,
    position,
    category: item.category.name,
  };
}

export async function getHighlights(ctx: Ctx, { date, limit }: HighlightsQueryData): Promise<HighlightCard[]> {
  const day = date ?? localDate(ctx.settings.timeZone, ctx.clock.now());
  const max = limit ?? DEFAULT_LIMIT;

  const scheduled = await ctx.em.find(
    ScheduledHighlight,
    { date: day, active: true, item: { available: true } },
    { populate: ['item', 'item.category'], orderBy: { position: 'asc', id: 'asc' } },
  );
  if (scheduled.length > 0) {
    return scheduled.slice(0, max).map((s) => toCard(s.item, s.position, s.tagOverride ?? s.item.menuHighlightTag ?? null));
  }

  const standing = await ctx.em.find(MenuItem, { menuHighlight: true, available: true }, { populate: ['category'] });
  return standing
    .sort((a, b) => byOrderThenId({ id: a.id, order: a.displayOrder }, { id: b.id, order: b.displayOrder }))
    .slice(0, max)
    .map((item, index) => toCard(item, index + 1, item.menuHighlightTag ?? null));
}
