import { p } from '@mikro-orm/core';
import { translationsProperty } from './translations-column';

/** Columns of a staff-managed category table (menu and drinks have one each). */
export function categoryProperties() {
  return {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(120),
    slug: p.string().length(140).unique(),
    displayOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    /** Staff's versions by language of what guests read (JSON text, shared/rules/translations.ts); null: none. */
    translations: translationsProperty(),
  };
}
