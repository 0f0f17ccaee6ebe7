import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * Content in both languages (issue 23): every record guests read gets a `translations` column, JSON text of the
 * staff's versions by language (`{ "es": { "description": "…" } }`), null while there is none. Text, not a JSON type,
 * so SQLite and PostgreSQL store and compare it alike (as the settings' lists); existing rows simply have none.
 */
export class Migration20261201090000_translations extends Migration {
  override up(): void {
    addSchema(this, (schema) => {
      let builder = schema;
      for (const table of TRANSLATED_TABLES) builder = builder.alterTable(table, (t) => t.text('translations').nullable());
      return builder;
    });
  }

  override down(): void {
    addSchema(this, (schema) => {
      let builder = schema;
      for (const table of TRANSLATED_TABLES) builder = builder.alterTable(table, (t) => t.dropColumn('translations'));
      return builder;
    });
  }
}

const TRANSLATED_TABLES = [
  'offer',
  'menu_category',
  'menu_item',
  'drink_category',
  'drink_item',
  'scheduled_highlight',
  'special_day',
  'bar_settings',
  'gallery_photo',
];
