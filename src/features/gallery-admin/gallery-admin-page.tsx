// The Gallery screen: the public gallery's photos in their order, moved by drag and drop or by keyboard, new photos
// uploaded several at a time, each one's texts edited, hidden or deleted. Staff read it; managers change it.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { AdminGalleryPhotoDto } from '../../../shared/schemas/gallery';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { saveFailure } from '../../components/admin/form-errors';
import { ReadOnlyNote } from '../../components/admin/read-only';
import { useMayYet } from '../../components/admin/staff-role';
import { useToast } from '../../components/admin/toasts';
import { useRowDrag } from '../../components/admin/use-row-drag';
import { FallbackImage } from '../../components/ui/fallback-image';
import { galleryImage } from '../../lib/gallery-image';
import { trpc } from '../../lib/trpc';
import { moveAnnouncement, moveId } from './gallery-order';
import { NewPhotos } from './new-photos';
import { PhotoDetailsFields, type PhotoDetails } from './photo-details';
import { checkPhoto } from './photo-input';
import './gallery-admin.css';

type Mover = 'handle' | 'up' | 'down';

function detailsOf(photo: AdminGalleryPhotoDto): PhotoDetails {
  return { alt: photo.alt, caption: photo.caption ?? '', tags: photo.tags, credit: photo.credit ?? '', visible: photo.visible };
}

export function GalleryAdminPage() {
  const mayYet = useMayYet('manager');
  const mayEdit = mayYet === true;
  const list = trpc.admin.gallery.list.useQuery(undefined, { refetchOnWindowFocus: true });
  const utils = trpc.useUtils();
  const reorder = trpc.admin.gallery.order.useMutation();
  const toast = useToast();
  // The order shown while a move is being saved (the list answers the saved one afterwards).
  const [localOrder, setLocalOrder] = useState<number[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const movers = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<string | null>(null);

  const photos = useMemo(() => {
    const data = list.data ?? [];
    if (!localOrder) return data;
    const byId = new Map(data.map((photo) => [photo.id, photo]));
    return localOrder.map((id) => byId.get(id)).filter((photo): photo is AdminGalleryPhotoDto => photo !== undefined);
  }, [list.data, localOrder]);
  const knownTags = useMemo(() => [...new Set(photos.flatMap((photo) => photo.tags))].sort(), [photos]);

  // A moved card is put back in the DOM, which takes the focus away: give it back to the control that moved it.
  useEffect(() => {
    if (!refocus.current) return;
    movers.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [photos]);

  async function move(from: number, to: number, mover?: Mover) {
    const ids = photos.map((photo) => photo.id);
    const next = moveId(ids, from, to);
    const photo = photos[from];
    if (!photo || next.every((id, index) => id === ids[index])) return;
    setLocalOrder(next);
    const place = next.indexOf(photo.id) + 1;
    setAnnouncement(moveAnnouncement(photo.alt, place, next.length));
    // At the first or last place its own button is disabled: the focus goes to the other one.
    if (mover) refocus.current = `${photo.id}-${mover === 'up' && place === 1 ? 'down' : mover === 'down' && place === next.length ? 'up' : mover}`;
    try {
      await reorder.mutateAsync({ ids: next });
      await utils.admin.gallery.list.invalidate();
    } catch (error) {
      toast.error(saveFailure(error, 'The new order could not be saved. Please try again.').message);
    } finally {
      setLocalOrder(null);
    }
  }

  const { drag, handleProps } = useRowDrag((from, to) => void move(from, to), !mayEdit || reorder.isPending);

  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : 0;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? photos.length - 1 : index + step;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    void move(index, to, 'handle');
  };

  const moverRef = (id: number, kind: Mover) => (element: HTMLElement | null) => {
    if (element) movers.current.set(`${id}-${kind}`, element);
    else movers.current.delete(`${id}-${kind}`);
  };

  const visibleCount = photos.filter((photo) => photo.visible).length;
  const lead = list.data ? `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}, ${visibleCount} on the public gallery, in the order guests see them.` : 'The photos of the public gallery, in the order guests see them.';

  let content;
  if (list.isError && !list.data) {
    content = <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void list.refetch()}>Try again</button>}>The photos could not be loaded.</AdminState>;
  } else if (!list.data) {
    content = <AdminState kind="loading">Loading photos…</AdminState>;
  } else if (photos.length === 0) {
    content = <AdminState kind="empty">No photos yet. Add the first ones above.</AdminState>;
  } else {
    content = (
      <ol className="ga-grid" aria-label="Gallery photos, in order">
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            data-row-index={index}
            className={`ga-card${photo.visible ? '' : ' ga-card--hidden'}${drag?.from === index ? ' ga-card--dragging' : ''}${drag && drag.over === index && drag.from !== index ? ' ga-card--drop' : ''}${editing === photo.id ? ' ga-card--editing' : ''}`}
          >
            <div className="ga-card__media">
              <Thumb photo={photo} />
              <span className="ga-card__place" aria-hidden="true">
                {index + 1}
              </span>
              {photo.visible ? null : <span className="admin-badge admin-badge--off ga-card__badge">Hidden</span>}
            </div>
            <div className="ga-card__body">
              <p className="ga-card__alt">
                <span className="visually-hidden">Photo {index + 1}: </span>
                {photo.alt}
              </p>
              {photo.tags.length ? <p className="ga-card__tags">{photo.tags.join(' · ')}</p> : <p className="ga-card__tags ga-card__tags--none">No tags</p>}
            </div>
            {mayEdit ? (
              <div className="ga-card__actions">
                <button
                  type="button"
                  className="ga-handle"
                  aria-label={`Reorder "${photo.alt}", place ${index + 1} of ${photos.length}`}
                  aria-describedby="ga-reorder-hint"
                  ref={moverRef(photo.id, 'handle')}
                  onKeyDown={onHandleKey(index)}
                  {...handleProps(index)}
                />
                <button type="button" className="admin-btn ga-icon-btn" aria-label={`Move "${photo.alt}" earlier`} disabled={index === 0} onClick={() => void move(index, index - 1, 'up')} ref={moverRef(photo.id, 'up')}>
                  <span aria-hidden="true">↑</span>
                </button>
                <button type="button" className="admin-btn ga-icon-btn" aria-label={`Move "${photo.alt}" later`} disabled={index === photos.length - 1} onClick={() => void move(index, index + 1, 'down')} ref={moverRef(photo.id, 'down')}>
                  <span aria-hidden="true">↓</span>
                </button>
                <span className="ga-card__spacer" />
                <VisibilityButton photo={photo} />
                <button type="button" className="admin-btn ga-card__edit" onClick={() => setEditing(editing === photo.id ? null : photo.id)} aria-expanded={editing === photo.id} aria-label={`Edit "${photo.alt}"`}>
                  Edit
                </button>
              </div>
            ) : null}
            {mayEdit && editing === photo.id ? <PhotoEditor photo={photo} knownTags={knownTags} onDone={() => setEditing(null)} /> : null}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <AdminPage title="Gallery" lead={lead}>
      {mayYet === false ? <ReadOnlyNote /> : null}
      {mayEdit ? <NewPhotos knownTags={knownTags} /> : null}
      {mayEdit ? (
        <p id="ga-reorder-hint" className="admin-field__hint ga-hint">
          Drag a photo by its grip, or focus the grip and use the arrow keys (Home and End for first and last), or the ↑ ↓ buttons.
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
      {content}
    </AdminPage>
  );
}

function Thumb({ photo }: { photo: AdminGalleryPhotoDto }) {
  const image = galleryImage({ src: photo.imageUrl, width: photo.width, height: photo.height });
  return <FallbackImage src={image.src} webpSrcSet={image.webpSrcSet ?? undefined} sizes="(min-width: 768px) 260px, 112px" alt="" width={image.width} height={image.height} />;
}

/** One tap hides a photo from the public gallery, or shows it again. */
function VisibilityButton({ photo }: { photo: AdminGalleryPhotoDto }) {
  const update = trpc.admin.gallery.update.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: photo.id, data: { ...photo, visible: !photo.visible } });
      toast.success(photo.visible ? `Hid "${photo.alt}" from the gallery.` : `"${photo.alt}" is on the gallery again.`);
      await utils.admin.gallery.list.invalidate();
    } catch (error) {
      toast.error(saveFailure(error, 'The photo could not be changed. Please try again.').message);
    }
  };
  return (
    <button type="button" className="admin-btn" onClick={() => void toggle()} disabled={update.isPending} aria-label={`${photo.visible ? 'Hide' : 'Show'} "${photo.alt}"`}>
      {photo.visible ? 'Hide' : 'Show'}
    </button>
  );
}

function PhotoEditor({ photo, knownTags, onDone }: { photo: AdminGalleryPhotoDto; knownTags: readonly string[]; onDone: () => void }) {
  const [details, setDetails] = useState(() => detailsOf(photo));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = trpc.admin.gallery.update.useMutation();
  const remove = trpc.admin.gallery.delete.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();

  async function save() {
    const checked = checkPhoto({ imageUrl: photo.imageUrl, imageWebp: photo.imageWebp, width: photo.width, height: photo.height }, details);
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    try {
      await update.mutateAsync({ id: photo.id, data: checked.input });
      toast.success('Saved.');
      await utils.admin.gallery.list.invalidate();
      onDone();
    } catch (error) {
      const failure = saveFailure(error, 'The photo could not be saved. Please try again.');
      setErrors(failure.fields);
      toast.error(failure.message);
    }
  }

  async function destroy() {
    if (!(await confirm({ message: `Delete "${photo.alt}"?`, detail: 'It leaves the gallery for good. To take it off the site for a while, hide it instead.', confirmLabel: 'Delete', danger: true }))) return;
    try {
      await remove.mutateAsync({ id: photo.id });
      toast.success(`Deleted "${photo.alt}".`);
      await utils.admin.gallery.list.invalidate();
    } catch (error) {
      toast.error(saveFailure(error, 'The photo could not be deleted. Please try again.').message);
    }
  }

  return (
    <form
      className="ga-editor"
      aria-label={`Edit "${photo.alt}"`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <PhotoDetailsFields value={details} onChange={setDetails} errors={errors} knownTags={knownTags} />
      <div className="ga-editor__actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={update.isPending}>
          Save
        </button>
        <button type="button" className="admin-btn admin-btn--quiet" onClick={onDone}>
          Cancel
        </button>
        <span className="ga-card__spacer" />
        <button type="button" className="admin-btn admin-btn--danger" onClick={() => void destroy()} disabled={remove.isPending}>
          Delete
        </button>
      </div>
    </form>
  );
}
