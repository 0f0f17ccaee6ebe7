// The form's details checked by the server's own schema before they are sent: the messages name the field.
import { galleryPhotoInput, type GalleryPhotoInput } from '../../../shared/schemas/gallery';
import type { PhotoDetails } from './photo-details';

export interface PhotoImage {
  imageUrl: string;
  imageWebp: string | null;
  width: number | null;
  height: number | null;
}

export function checkPhoto(image: PhotoImage, details: PhotoDetails): { ok: true; input: GalleryPhotoInput } | { ok: false; fields: Record<string, string> } {
  const { newTag, ...rest } = details;
  // A tag typed in "New tag" and not confirmed (Enter, Add tag) is meant too: it goes with the others.
  const tags = newTag.trim() ? [...details.tags, newTag] : details.tags;
  const parsed = galleryPhotoInput.safeParse({ ...image, ...rest, tags });
  if (parsed.success) return { ok: true, input: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'alt');
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}

export const EMPTY_DETAILS: PhotoDetails = { alt: '', caption: '', tags: [], newTag: '', credit: '', visible: true };
