// The gallery screen's moves: the list of ids after one photo moves from one place to another.
import type { AdminTranslate } from '../../i18n/admin-language';

/** `ids` with the id at `from` moved to `to` (both 0-based, clamped to the list). */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  const target = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from >= ids.length || from === target) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** What the live region says after a move, in the admin's language: `Moved "Paella" to place 3 of 26.` */
export function moveAnnouncement(alt: string, place: number, count: number, t: AdminTranslate): string {
  const name = alt.length > 60 ? `${alt.slice(0, 59)}…` : alt;
  return t('galleryAdmin.moved', { alt: name, place, count });
}
