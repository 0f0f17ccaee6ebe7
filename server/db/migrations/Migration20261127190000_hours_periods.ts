import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * Lunch and dinner (issue 19): a regular day or special date opens up to three times. The first period stays in
 * `opens`/`closes`, so every existing row keeps its one period as it is and nothing is copied; the second and third
 * are two more pairs of nullable columns (a fixed, small number: plain columns on SQLite and PostgreSQL alike).
 */
export class Migration20261127190000_hours_periods extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema
        .alterTable('regular_hours', (t) => {
          for (const column of PERIOD_COLUMNS) t.string(column, 5).nullable();
        })
        .alterTable('special_day', (t) => {
          for (const column of PERIOD_COLUMNS) t.string(column, 5).nullable();
        }),
    );
  }

  override down(): void {
    addSchema(this, (schema) =>
      schema.alterTable('special_day', (t) => t.dropColumns(...PERIOD_COLUMNS)).alterTable('regular_hours', (t) => t.dropColumns(...PERIOD_COLUMNS)),
    );
  }
}

const PERIOD_COLUMNS = ['second_opens', 'second_closes', 'third_opens', 'third_closes'];
