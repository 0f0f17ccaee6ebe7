// The gallery in the activity log: `Added the photo "The new terrace at dusk"`, `Hid the photo "…"`, `Reordered the gallery`,
// `Named the tag "desserts" in Spanish: "postres"`.
import { TRANSLATION_LANGUAGES } from '../../../shared/config/languages';
import { clause, named, type Clause, type Word } from '../../../shared/rules/activity-sentences';
import { readTranslations, translationOf } from '../../../shared/rules/translations';
import { describeEntity, labelsOf, translationLabels } from '../../activity-log/describer';
import { GalleryOrder, GalleryPhoto, type IGalleryOrder, type IGalleryPhoto } from './gallery-photo.entity';
import { GalleryTag, type IGalleryTag } from './gallery-tag.entity';

const PHOTO_FIELDS: Record<string, string> = {
  imageUrl: 'image',
  imageWebp: 'image',
  alt: 'alt text',
  caption: 'caption',
  tags: 'tags',
  credit: 'credit',
};

/** A photo is called by its alt text, cut short: the log's line stays a line. */
function photoName(alt: string): Word {
  return named(alt.length > 60 ? `${alt.slice(0, 59)}…` : alt);
}

/** A tag's names changed by one save, a clause per language: named, renamed, or its name taken away. */
function tagNameClauses(tag: string, before: string | null | undefined, after: string | null | undefined): Clause[] {
  const [was, is] = [readTranslations(before), readTranslations(after)];
  return TRANSLATION_LANGUAGES.flatMap((language) => {
    const [from, to] = [translationOf(was, language, 'name'), translationOf(is, language, 'name')];
    const inLanguage: Word = { language };
    if (from === to) return [];
    if (!from) return [clause('tagNamed', { tag: named(tag), language: inLanguage, name: named(to) })];
    if (!to) return [clause('tagNameRemoved', { tag: named(tag), language: inLanguage })];
    return [clause('tagRenamed', { tag: named(tag), language: inLanguage, from: named(from), to: named(to) })];
  });
}

export const galleryActivity = [
  describeEntity<IGalleryPhoto>({
    entity: GalleryPhoto,
    kind: 'gallery-photo',
    describe(change) {
      const { type, record, changed, before } = change;
      if (type === 'create') return { summary: [clause('photoAdded', { name: photoName(record.alt) })] };
      if (type === 'delete') return { summary: [clause('photoDeleted', { name: photoName(record.alt) })] };
      // A position alone moves with a reorder, which the gallery's order record tells once.
      const name = photoName(changed.has('alt') ? String(before.alt) : record.alt);
      const clauses: Clause[] = [];
      if (changed.has('visible')) clauses.push(clause(record.visible ? 'photoShown' : 'photoHidden', { name }));
      const fields = [...labelsOf(changed, PHOTO_FIELDS), ...translationLabels(change, { alt: 'alt text', caption: 'caption' })];
      if (fields.length) clauses.push(clauses.length ? clause('itsFields', { fields: { terms: fields } }) : clause('photoFields', { fields: { terms: fields }, name }));
      return clauses.length ? { summary: clauses } : null;
    },
  }),
  describeEntity<IGalleryOrder>({
    entity: GalleryOrder,
    kind: 'gallery-order',
    describe: ({ type }) => (type === 'delete' ? null : { summary: [clause('galleryReordered')] }),
  }),
  describeEntity<IGalleryTag>({
    entity: GalleryTag,
    kind: 'gallery-tag',
    describe({ type, record, before, changed }) {
      if (type === 'delete' || (type === 'update' && !changed.has('translations'))) return null;
      const clauses = tagNameClauses(record.tag, type === 'create' ? null : (before.translations as string | null | undefined), record.translations);
      // The tag was there before its row (the photos carry it): a first name is a change of the tag, not a new one.
      return clauses.length ? { summary: clauses, action: 'update' } : null;
    },
  }),
];
