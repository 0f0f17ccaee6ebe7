import { Migration } from '@mikro-orm/migrations';
import { searchDocument } from '../../../shared/rules/text-search';
import { addSchema } from './schema-builder';

/** The fields each table's `search_text` is built from, as the entities compute it. */
export const SEARCHED: Record<string, string[]> = {
  offer: ['title', 'subtitle', 'badge'],
  menu_item: ['name', 'description'],
  drink_item: ['name', 'description', 'region', 'grape', 'vintage'],
  contact_message: ['name', 'email', 'subject', 'message'],
};

/** Adds the normalised `search_text` column that admin searches run on, and fills it for the rows already there. */
export class Migration20261123000000_search_text extends Migration {
  override async up(): Promise<void> {
    for (const table of Object.keys(SEARCHED)) {
      addSchema(this, (schema) => schema.alterTable(table, (t) => t.text('search_text').notNullable().defaultTo('')));
    }
    const knex = this.getKnex();
    for (const [table, columns] of Object.entries(SEARCHED)) {
      const rows = (await this.execute(knex.select(['id', ...columns]).from(table))) as Record<string, string | number | null>[];
      for (const row of rows) {
        this.addSql(knex(table).update({ search_text: searchDocument(columns.map((column) => row[column])) }).where({ id: row.id }));
      }
    }
  }

  override down(): void {
    for (const table of Object.keys(SEARCHED)) {
      addSchema(this, (schema) => schema.alterTable(table, (t) => t.dropColumn('search_text')));
    }
  }
}
