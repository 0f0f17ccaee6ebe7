// The menu's part of the demo (server/seeders/demo/menu.json and highlights.json): the dishes by category, and the
// home page's highlights for the days after the seeding day, each day's dishes in the order they are shown.
import { z } from 'zod';
import { addDays } from '../../../shared/rules/dates';
import { storedTranslations } from '../../../shared/rules/translations';
import { requiredText } from '../../../shared/schemas/fields';
import { highlightUpsertInput } from '../../../shared/schemas/highlights';
import { menuItemInput } from '../../../shared/schemas/menu';
import { catalogDemoFile, demoCatalogItem, seedCatalogDemo } from '../../catalog/catalog.demo';
import { DemoRecordError } from '../../seeders/demo-files';
import { daysFromToday, demoPart } from '../../seeders/demo-part';
import { ScheduledHighlight } from './highlights/scheduled-highlight.entity';
import { menuCatalog } from './menu.catalog';

const highlightedDish = z.strictObject({
  /** A dish's name exactly as menu.json has it. */
  name: requiredText('Name', 160),
  tagOverride: highlightUpsertInput.shape.tagOverride,
  translations: highlightUpsertInput.shape.translations,
});

/** One day's highlights: the day, and its dishes in the order the home page shows them (each dish once). */
const highlightDay = z
  .strictObject({ daysFromToday: daysFromToday(), dishes: z.array(highlightedDish).min(1, { error: 'Dishes must name at least one dish.' }) })
  .superRefine((day, ctx) => {
    day.dishes.forEach((dish, index) => {
      if (day.dishes.findIndex((other) => other.name === dish.name) !== index) ctx.addIssue({ code: 'custom', path: ['dishes', index, 'name'], message: `"${dish.name}" is already highlighted that day.` });
    });
  });

export const menuDemo = demoPart({
  files: {
    menu: catalogDemoFile(demoCatalogItem(menuItemInput)),
    highlights: z.array(highlightDay),
  },
  seed(em, { menu, highlights }, today) {
    const dishes = seedCatalogDemo(em, menuCatalog, menu);
    highlights.forEach((day, dayIndex) => {
      day.dishes.forEach((dish, index) => {
        const item = dishes.get(dish.name);
        if (!item) throw new DemoRecordError('highlights', [dayIndex, 'dishes', index, 'name'], `No dish in menu.json is called "${dish.name}".`);
        em.create(ScheduledHighlight, {
          date: addDays(today, day.daysFromToday),
          item: item as never,
          position: index + 1,
          tagOverride: dish.tagOverride ?? null,
          translations: storedTranslations(dish.translations),
          active: true,
        });
      });
    });
  },
});
