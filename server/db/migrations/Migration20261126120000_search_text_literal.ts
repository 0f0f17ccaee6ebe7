import { Migration } from '@mikro-orm/migrations';
import { searchDocument } from '../../../shared/rules/text-search';
import { SEARCHED } from './Migration20261123000000_search_text';

/**
 * `search_text` now keeps "%" and "_" (searches match them literally instead of dropping them): rebuilds it for the
 * rows already there, so a search for "_" finds the old rows that have one too. Data only; no schema change.
 */
export class Migration20261126120000_search_text_literal extends Migration {
  override async up(): Promise<void> {
    const knex = this.getKnex();
    for (const [table, columns] of Object.entries(SEARCHED)) {
      const rows = (await this.execute(knex.select(['id', ...columns]).from(table))) as Record<string, string | number | null>[];
      for (const row of rows) {
        this.addSql(knex(table).update({ search_text: searchDocument(columns.map((column) => row[column])) }).where({ id: row.id }));
      }
    }
  }

  override down(): void {
    // Nothing to undo: the older form only lacked the characters this one keeps.
  }
}
