import { Migration } from '@mikro-orm/migrations';
import { addSchema } from './schema-builder';

/**
 * The e-mail outbox (issue 20): every e-mail is a row written with the event that causes it, then sent by the mail
 * worker (server/features/mail). The worker looks for due rows by status and next attempt.
 */
export class Migration20261129090000_outbox extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema.createTable('outbox_email', (t) => {
        t.increments('id').primary();
        t.string('kind', 40).notNullable();
        t.text('recipients').notNullable();
        t.string('reply_to_name', 120).nullable();
        t.string('reply_to_address', 180).nullable();
        t.string('subject', 300).notNullable();
        t.text('text_body').nullable();
        t.text('html_body').nullable();
        t.boolean('secret').notNullable().defaultTo(false);
        t.string('ref', 60).nullable().index();
        t.string('status', 10).notNullable().defaultTo('queued');
        t.integer('attempts').notNullable().defaultTo(0);
        t.string('last_error', 500).nullable();
        t.datetime('next_attempt_at').notNullable();
        t.datetime('locked_until').nullable();
        t.datetime('created_at').notNullable().index();
        t.datetime('sent_at').nullable();
        t.index(['status', 'next_attempt_at']);
      }),
    );
  }

  override down(): void {
    addSchema(this, (schema) => schema.dropTable('outbox_email'));
  }
}
