// The gallery screen's moves: the list of ids after one photo moves from one place to another, where each button
// takes it, and which button keeps the focus after it.
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

/** A card's move buttons: one place earlier or later, or all the way to the top or the bottom. */
export type MoveButton = 'up' | 'down' | 'top' | 'bottom';

/** The place (0-based) a button takes the photo at `index` of `count` to. */
export function moveTarget(button: MoveButton, index: number, count: number): number {
  if (button === 'top') return 0;
  if (button === 'bottom') return count - 1;
  return button === 'up' ? index - 1 : index + 1;
}

/** Whether a button would move the photo at `index` at all (Top and ↑ do nothing to the first photo, Bottom and ↓ to the last). */
export function canMove(button: MoveButton, index: number, count: number): boolean {
  return button === 'up' || button === 'top' ? index > 0 : index < count - 1;
}

/**
 * The button that keeps the focus once the photo is at `place` (1-based) of `count`: the one pressed, unless the move
 * disabled it (at the first or last place), then its opposite.
 */
export function focusAfterMove(button: MoveButton, place: number, count: number): MoveButton {
  const opposite: Record<MoveButton, MoveButton> = { up: 'down', down: 'up', top: 'bottom', bottom: 'top' };
  return canMove(button, place - 1, count) || count < 2 ? button : opposite[button];
}

/** What the live region says after a move, in the admin's language: `Moved "Paella" to place 3 of 26.` */
export function moveAnnouncement(alt: string, place: number, count: number, t: AdminTranslate): string {
  const name = alt.length > 60 ? `${alt.slice(0, 59)}…` : alt;
  return t('galleryAdmin.moved', { alt: name, place, count });
}
