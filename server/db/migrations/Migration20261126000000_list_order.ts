import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * The staff lists of dishes and drinks are read in display order (unset last), then id: with this index a page deep in
 * thousands of rows is read from it (SQLite and PostgreSQL alike) instead of sorting the whole table on each request.
 */
export class Migration20261126000000_list_order extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema
        .alterTable('menu_item', (t) => t.index(['display_order', 'id'], 'menu_item_display_order_id_index'))
        .alterTable('drink_item', (t) => t.index(['display_order', 'id'], 'drink_item_display_order_id_index')),
    );
  }

  override down(): void {
    addSchema(this, (schema) =>
      schema
        .alterTable('menu_item', (t) => t.dropIndex(['display_order', 'id'], 'menu_item_display_order_id_index'))
        .alterTable('drink_item', (t) => t.dropIndex(['display_order', 'id'], 'drink_item_display_order_id_index')),
    );
  }
}
