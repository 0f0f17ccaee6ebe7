// Scheduled highlights: build<X>(overrides) gives the row's data, create<X>(em, overrides) stores it.
import type { EntityManager } from '@mikro-orm/knex';
import { ScheduledHighlight, type IScheduledHighlight } from '../../server/features/menu/highlights/scheduled-highlight.entity';
import type { IMenuItem } from '../../server/features/menu/menu-item.entity';
import { createMenuItem } from './menu';
import { nextId } from './unique';

export interface ScheduledHighlightData {
  /** Left out by build; create makes a menu item when none is given. */
  item?: IMenuItem;
  /** YYYY-MM-DD. */
  date: string;
  position: number;
  tagOverride: string | null;
  active: boolean;
}

export function buildScheduledHighlight(overrides: Partial<ScheduledHighlightData> = {}): ScheduledHighlightData {
  return { date: '2030-06-14', position: nextId(), tagOverride: null, active: true, ...overrides };
}

export async function createScheduledHighlight(em: EntityManager, overrides: Partial<ScheduledHighlightData> = {}): Promise<IScheduledHighlight> {
  const item = overrides.item ?? (await createMenuItem(em));
  const highlight = em.create(ScheduledHighlight, { ...buildScheduledHighlight(overrides), item });
  await em.flush();
  return highlight;
}
