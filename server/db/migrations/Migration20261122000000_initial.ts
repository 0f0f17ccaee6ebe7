import { Migration } from '@mikro-orm/migrations';
import { addSchema, timestamps } from './schema-builder';

export class Migration20261122000000_initial extends Migration {
  override up(): void {
    addSchema(this, (schema) =>
      schema
        .createTable('menu_category', (t) => {
          t.increments('id').primary();
          t.string('name', 120).notNullable();
          t.string('slug', 140).notNullable().unique();
          t.integer('display_order').notNullable().defaultTo(0);
          timestamps(t);
        })
        .createTable('menu_item', (t) => {
          t.increments('id').primary();
          t.integer('category_id').unsigned().notNullable().index().references('id').inTable('menu_category').onUpdate('CASCADE').onDelete('RESTRICT');
          t.string('name', 160).notNullable();
          t.text('description').nullable();
          t.decimal('price', 10, 2).notNullable();
          t.string('dietary_tags', 255).notNullable().defaultTo('');
          t.string('allergens', 255).notNullable().defaultTo('');
          t.smallint('spicy_level').notNullable().defaultTo(0);
          t.boolean('halal').notNullable().defaultTo(false);
          t.boolean('available').notNullable().defaultTo(true);
          t.boolean('featured').notNullable().defaultTo(false);
          t.boolean('menu_highlight').notNullable().defaultTo(false);
          t.string('menu_highlight_tag', 60).nullable();
          t.string('image', 500).nullable();
          t.string('image_webp', 500).nullable();
          t.integer('display_order').nullable();
          timestamps(t);
        })
        .createTable('drink_category', (t) => {
          t.increments('id').primary();
          t.string('name', 120).notNullable();
          t.string('slug', 140).notNullable().unique();
          t.integer('display_order').notNullable().defaultTo(0);
          timestamps(t);
        })
        .createTable('drink_item', (t) => {
          t.increments('id').primary();
          t.integer('category_id').unsigned().notNullable().index().references('id').inTable('drink_category').onUpdate('CASCADE').onDelete('RESTRICT');
          t.string('name', 160).notNullable();
          t.text('description').nullable();
          t.decimal('price', 10, 2).notNullable();
          t.decimal('abv', 4, 1).nullable();
          t.string('size', 40).nullable();
          t.string('region', 120).nullable();
          t.string('grape', 120).nullable();
          t.string('vintage', 20).nullable();
          t.string('dietary_tags', 255).notNullable().defaultTo('');
          t.string('allergens', 255).notNullable().defaultTo('');
          t.boolean('available').notNullable().defaultTo(true);
          t.boolean('featured').notNullable().defaultTo(false);
          t.string('image', 500).nullable();
          t.string('image_webp', 500).nullable();
          t.integer('display_order').nullable();
          timestamps(t);
        })
        .createTable('offer', (t) => {
          t.increments('id').primary();
          t.string('title', 160).notNullable();
          t.string('subtitle', 500).nullable();
          t.string('image_url', 500).notNullable();
          t.string('image_webp', 500).nullable();
          t.string('alt', 300).nullable();
          t.string('badge', 60).nullable();
          t.string('cta_primary_label', 60).nullable();
          t.string('cta_primary_to', 500).nullable();
          t.string('cta_secondary_label', 60).nullable();
          t.string('cta_secondary_to', 500).nullable();
          t.date('valid_from').nullable();
          t.date('valid_to').nullable();
          t.string('days_of_week', 40).notNullable().defaultTo('');
          t.boolean('active').notNullable().defaultTo(true);
          t.integer('display_order').nullable();
          timestamps(t);
        })
        .createTable('scheduled_highlight', (t) => {
          t.increments('id').primary();
          t.date('date').notNullable().index();
          t.integer('item_id').unsigned().notNullable().index().references('id').inTable('menu_item').onUpdate('CASCADE').onDelete('CASCADE');
          t.integer('position').notNullable().defaultTo(0);
          t.string('tag_override', 60).nullable();
          t.boolean('active').notNullable().defaultTo(true);
          timestamps(t);
          t.unique(['date', 'item_id']);
        })
        .createTable('contact_message', (t) => {
          t.increments('id').primary();
          t.datetime('created_at').notNullable().index();
          t.datetime('updated_at').notNullable();
          t.string('status', 20).notNullable().defaultTo('NEW');
          t.string('name', 120).notNullable();
          t.string('email', 180).notNullable();
          t.string('phone', 32).nullable();
          t.string('subject', 180).notNullable();
          t.text('message').notNullable();
          t.text('notes').nullable();
          t.string('source_path', 500).nullable();
          t.string('user_agent', 500).nullable();
          t.string('ip', 64).nullable();
          t.boolean('spam').notNullable().defaultTo(false);
        })
        .createTable('staff_user', (t) => {
          t.increments('id').primary();
          t.string('email', 180).notNullable().unique();
          t.string('name', 120).notNullable();
          t.string('password_hash', 255).notNullable();
          t.string('roles', 100).notNullable().defaultTo('ADMIN');
          timestamps(t);
        })
        .createTable('session', (t) => {
          t.increments('id').primary();
          t.string('token_hash', 64).notNullable().unique();
          t.integer('user_id').unsigned().notNullable().index().references('id').inTable('staff_user').onUpdate('CASCADE').onDelete('CASCADE');
          t.datetime('created_at').notNullable();
          t.datetime('expires_at').notNullable();
          t.datetime('revoked_at').nullable();
        }),
    );
  }

  override down(): void {
    addSchema(this, (schema) =>
      schema
        .dropTable('session')
        .dropTable('staff_user')
        .dropTable('contact_message')
        .dropTable('scheduled_highlight')
        .dropTable('offer')
        .dropTable('drink_item')
        .dropTable('drink_category')
        .dropTable('menu_item')
        .dropTable('menu_category'),
    );
  }
}
