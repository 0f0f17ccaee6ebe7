// The gallery in the activity log: `Added the photo "The new terrace at dusk"`, `Hid the photo "…"`, `Reordered the gallery`.
import { joinClauses, listWords, quoted } from '../../../shared/rules/activity-sentences';
import { describeEntity, labelsOf, translationLabels } from '../../activity-log/describer';
import { GalleryOrder, GalleryPhoto, type IGalleryOrder, type IGalleryPhoto } from './gallery-photo.entity';

const PHOTO_FIELDS: Record<string, string> = {
  imageUrl: 'image',
  imageWebp: 'image',
  alt: 'alt text',
  caption: 'caption',
  tags: 'tags',
  credit: 'credit',
};

/** A photo is called by its alt text, cut short: the log's line stays a line. */
function photoName(alt: string): string {
  return `the photo ${quoted(alt.length > 60 ? `${alt.slice(0, 59)}…` : alt)}`;
}

export const galleryActivity = [
  describeEntity<IGalleryPhoto>({
    entity: GalleryPhoto,
    kind: 'gallery-photo',
    describe(change) {
      const { type, record, changed, before } = change;
      if (type === 'create') return { summary: `Added ${photoName(record.alt)}` };
      if (type === 'delete') return { summary: `Deleted ${photoName(record.alt)}` };
      // A position alone moves with a reorder, which the gallery's order record tells once.
      const name = photoName(changed.has('alt') ? String(before.alt) : record.alt);
      const clauses: string[] = [];
      if (changed.has('visible')) clauses.push(`${record.visible ? 'Showed' : 'Hid'} ${name}`);
      const fields = [...labelsOf(changed, PHOTO_FIELDS), ...translationLabels(change, { alt: 'alt text', caption: 'caption' })];
      if (fields.length) clauses.push(clauses.length ? `changed its ${listWords(fields)}` : `Changed the ${listWords(fields)} of ${name}`);
      return clauses.length ? { summary: joinClauses(clauses) } : null;
    },
  }),
  describeEntity<IGalleryOrder>({
    entity: GalleryOrder,
    kind: 'gallery-order',
    describe: ({ type }) => (type === 'delete' ? null : { summary: 'Reordered the gallery' }),
  }),
];
