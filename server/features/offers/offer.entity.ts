import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { searchTextProperty } from '../../db/search-text';
import { translationsProperty } from '../../db/translations-column';

export const Offer = defineEntity({
  name: 'Offer',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.string().length(160),
    subtitle: p.string().length(500).nullable(),
    imageUrl: p.string().length(500),
    imageWebp: p.string().length(500).nullable(),
    alt: p.string().length(300).nullable(),
    badge: p.string().length(60).nullable(),
    ctaPrimaryLabel: p.string().length(60).nullable(),
    ctaPrimaryTo: p.string().length(500).nullable(),
    ctaSecondaryLabel: p.string().length(60).nullable(),
    ctaSecondaryTo: p.string().length(500).nullable(),
    /** Inclusive window, each end optional (YYYY-MM-DD). */
    validFrom: p.date().nullable(),
    validTo: p.date().nullable(),
    /** Canonical day codes ("FRI|SAT"); "" means every day. */
    daysOfWeek: p.string().length(40).default(''),
    active: p.boolean().default(true),
    displayOrder: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    /** Staff's versions by language of what guests read (JSON text, shared/rules/translations.ts); null: none. */
    translations: translationsProperty(),
    /** What the admin search looks at (title, subtitle, badge). */
    searchText: searchTextProperty<{ title: string; subtitle?: string | null; badge?: string | null }>((o) => [o.title, o.subtitle, o.badge]),
  },
});
export type IOffer = InferEntity<typeof Offer>;
