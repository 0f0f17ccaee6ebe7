// The Gallery screen's tags: each tag the photos on screen carry with how many do, most used first (as the public
// chips), and which lack a name in another language (guests on that language's pages read the tag itself there).
import { TRANSLATION_LANGUAGES, type Lang } from '../../../shared/config/languages';
import { compareTagNames } from '../../../shared/rules/gallery';
import type { GalleryTagDto } from '../../../shared/schemas/gallery';
import type { NamesByLanguage } from '../../../shared/schemas/translations';

export interface TagRow {
  tag: string;
  count: number;
}

/** Every tag of `photos` with the number of photos carrying it, most used first, then by name. */
export function tagRows(photos: readonly { tags: readonly string[] }[]): TagRow[] {
  const counts = new Map<string, number>();
  for (const photo of photos) for (const tag of new Set(photo.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort(([a, at], [b, bt]) => bt - at || compareTagNames(a, b)).map(([tag, count]) => ({ tag, count }));
}

/** The staff's list of tags (`admin.gallery.tags`) as each tag's names. */
export function namesByTag(tags: readonly GalleryTagDto[] | undefined): ReadonlyMap<string, NamesByLanguage> {
  return new Map((tags ?? []).map(({ tag, translations }) => [tag, translations]));
}

/** The tags among `tags` without a name in one of `languages` (every translation language unless given). */
export function unnamedTags(tags: readonly string[], names: ReadonlyMap<string, NamesByLanguage>, languages: readonly Lang[] = TRANSLATION_LANGUAGES): string[] {
  return tags.filter((tag) => languages.some((language) => !names.get(tag)?.[language]));
}

/** A name as the server keeps it (trimmed, lower-case), to tell a change typed from one that is not. */
export function keptName(typed: string | undefined): string {
  return (typed ?? '').trim().toLowerCase();
}
