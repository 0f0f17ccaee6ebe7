// The Gallery screen: the public gallery's photos in their order, moved by drag and drop or by keyboard, new photos
// uploaded several at a time, each one's texts edited, hidden or deleted. Staff read it; managers change it.
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { TRANSLATION_LANGUAGES } from '../../../shared/config/languages';
import type { AdminGalleryPhotoDto } from '../../../shared/schemas/gallery';
import type { NamesByLanguage } from '../../../shared/schemas/translations';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { hasChanges } from '../../components/admin/has-changes';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { ReadOnlyNote } from '../../components/admin/read-only';
import { useMayYet } from '../../components/admin/staff-role';
import { useToast } from '../../components/admin/toasts';
import { useOrderSaves } from '../../components/admin/use-order-saves';
import { useRowDrag } from '../../components/admin/use-row-drag';
import { LEAVE_WITHOUT_SAVING, useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { FallbackImage } from '../../components/ui/fallback-image';
import { galleryImage } from '../../lib/gallery-image';
import { trpc } from '../../lib/trpc';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { adminPluralKey } from '../../i18n/admin-plural';
import { languageList } from '../../i18n/language-name';
import { canMove, focusAfterMove, moveAnnouncement, moveId, moveTarget, type MoveButton } from './gallery-order';
import { NewPhotos } from './new-photos';
import { PhotoDetailsFields } from './photo-details';
import { checkPhoto, detailsOf, photoMissingTranslations } from './photo-input';
import { TagNamesPanel } from './tag-names-panel';
import { namesByTag, tagRows, unnamedTags } from './tag-names';
import './gallery-admin.css';
import { untranslatedInSave, useUntranslatedPrompt } from '../../components/admin/untranslated-prompt';

type Mover = 'handle' | MoveButton;

/** A card's move buttons, in the order they sit: what each shows and what it says to a screen reader. */
const MOVE_BUTTONS = [
  { button: 'top', label: 'galleryAdmin.moveToTop', text: 'galleryAdmin.top', icon: null },
  { button: 'up', label: 'galleryAdmin.moveEarlier', text: null, icon: '↑' },
  { button: 'down', label: 'galleryAdmin.moveLater', text: null, icon: '↓' },
  { button: 'bottom', label: 'galleryAdmin.moveToBottom', text: 'galleryAdmin.bottom', icon: null },
] as const;

export function GalleryAdminPage() {
  const mayYet = useMayYet('manager');
  const mayEdit = mayYet === true;
  const list = trpc.admin.gallery.list.useQuery(undefined, { refetchOnWindowFocus: true });
  // The tags' names in the other languages; the tags themselves (and their counts) are the photos' on screen.
  const tagList = trpc.admin.gallery.tags.useQuery(undefined, { refetchOnWindowFocus: true });
  const names = useMemo(() => namesByTag(tagList.data), [tagList.data]);
  const utils = trpc.useUtils();
  const reorder = trpc.admin.gallery.order.useMutation();
  const toast = useToast();
  const confirm = useConfirm();
  const t = useAdminT();
  const lang = useAdminLang();
  // Moves are saved one at a time, the latest order winning; until every save is done and the list has been read
  // again, the screen shows (and the next move starts from) the order last moved to.
  const saves = useOrderSaves<number[]>({
    save: (ids) => reorder.mutateAsync({ ids }),
    onError: (error) => toast.error(saveFailure(error, t('galleryAdmin.orderFailed')).message),
    refresh: () => utils.admin.gallery.list.invalidate(),
  });
  const localOrder = saves.order;
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  // What a manager has typed and not saved: an open editor's changes, photos uploaded and not yet added.
  const [editorDirty, setEditorDirty] = useState(false);
  const [newDirty, setNewDirty] = useState(false);
  const [namingTags, setNamingTags] = useState<ReadonlySet<string>>(new Set());
  const onTagDirty = useCallback((tag: string, dirty: boolean) => {
    setNamingTags((current) => {
      if (current.has(tag) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(tag);
      else next.delete(tag);
      return next;
    });
  }, []);
  useUnsavedChanges(editorDirty || newDirty || namingTags.size > 0);
  const movers = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<string | null>(null);

  const photos = useMemo(() => {
    const data = list.data ?? [];
    if (!localOrder) return data;
    const byId = new Map(data.map((photo) => [photo.id, photo]));
    return localOrder.map((id) => byId.get(id)).filter((photo): photo is AdminGalleryPhotoDto => photo !== undefined);
  }, [list.data, localOrder]);
  const knownTags = useMemo(() => [...new Set(photos.flatMap((photo) => photo.tags))].sort(), [photos]);
  const tags = useMemo(() => tagRows(photos), [photos]);
  // Until the names are read, no tag is said to lack one.
  const unnamed = useMemo(() => new Set(tagList.data ? unnamedTags(tags.map((row) => row.tag), names) : []), [tagList.data, tags, names]);
  // Each tag's name a language lacks is one text guests read untranslated, as a photo's alt text is.
  const unnamedTagNames = tagList.data ? TRANSLATION_LANGUAGES.reduce((sum, language) => sum + unnamedTags(tags.map((row) => row.tag), names, [language]).length, 0) : 0;

  // A moved card is put back in the DOM, which takes the focus away: give it back to the control that moved it.
  useEffect(() => {
    if (!refocus.current) return;
    movers.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [photos]);

  /** Moves the photo at `from` (a place on screen) to `to`, from the order last moved to. */
  function move(from: number, to: number, mover?: Mover) {
    const photo = photos[from];
    const ids = saves.current() ?? photos.map((each) => each.id);
    if (!photo) return;
    const next = moveId(ids, ids.indexOf(photo.id), to);
    if (next.every((id, index) => id === ids[index])) return;
    const place = next.indexOf(photo.id) + 1;
    setAnnouncement(moveAnnouncement(photo.alt, place, next.length, t));
    // At the first or last place its own button is disabled: the focus goes to its opposite.
    if (mover) refocus.current = `${photo.id}-${mover === 'handle' ? mover : focusAfterMove(mover, place, next.length)}`;
    saves.push(next);
  }

  const { drag, handleProps } = useRowDrag((from, to) => move(from, to), !mayEdit);

  /** Opens (or closes) a card's editor; changes typed in the one open are dropped only when the manager says so. */
  async function toggleEditor(id: number) {
    if (editing !== null && editorDirty && !(await confirm(LEAVE_WITHOUT_SAVING))) return;
    setEditorDirty(false);
    setEditing(editing === id ? null : id);
  }
  const closeEditor = useCallback(() => {
    setEditorDirty(false);
    setEditing(null);
  }, []);

  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : 0;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? photos.length - 1 : index + step;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    move(index, to, 'handle');
  };

  const moverRef = (id: number, kind: Mover) => (element: HTMLElement | null) => {
    if (element) movers.current.set(`${id}-${kind}`, element);
    else movers.current.delete(`${id}-${kind}`);
  };

  const visibleCount = photos.filter((photo) => photo.visible).length;
  const lead = list.data ? t(adminPluralKey(lang, 'galleryAdmin.lead', photos.length), { count: photos.length, visible: visibleCount }) : t('galleryAdmin.leadLoading');
  const translationNames = languageList(TRANSLATION_LANGUAGES, lang);

  let content;
  if (list.isError && !list.data) {
    content = <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void list.refetch()}>{t('galleryAdmin.tryAgain')}</button>}>{t('galleryAdmin.loadError')}</AdminState>;
  } else if (!list.data) {
    content = <AdminState kind="loading">{t('galleryAdmin.loading')}</AdminState>;
  } else if (photos.length === 0) {
    content = <AdminState kind="empty">{t('galleryAdmin.empty')}</AdminState>;
  } else {
    content = (
      <ol className="ga-grid" aria-label={t('galleryAdmin.gridLabel')} aria-busy={localOrder !== null}>
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
              {photo.visible ? null : <span className="admin-badge admin-badge--off ga-card__badge">{t('galleryAdmin.hidden')}</span>}
            </div>
            <div className="ga-card__body">
              <p className="ga-card__alt">
                <span className="visually-hidden">{t('galleryAdmin.photoPlace', { place: index + 1 })}</span>
                {photo.alt}
              </p>
              {photo.tags.length ? (
                <p className="ga-card__tags">
                  {photo.tags.map((tag, at) => (
                    <Fragment key={tag}>
                      {at ? ' · ' : ''}
                      {unnamed.has(tag) ? (
                        <span className="ga-card__tag--unnamed">
                          {tag}
                          <span className="visually-hidden">{t('galleryAdmin.unnamedTag', { languages: translationNames })}</span>
                        </span>
                      ) : (
                        tag
                      )}
                    </Fragment>
                  ))}
                </p>
              ) : (
                <p className="ga-card__tags ga-card__tags--none">{t('galleryAdmin.noTags')}</p>
              )}
              <PhotoMissing photo={photo} names={tagList.data ? names : undefined} />
            </div>
            {mayEdit ? (
              <div className="ga-card__actions">
                <div className="ga-card__moves">
                  <button
                    type="button"
                    className="ga-handle"
                    aria-label={t('galleryAdmin.reorder', { alt: photo.alt, place: index + 1, count: photos.length })}
                    aria-describedby="ga-reorder-hint"
                    ref={moverRef(photo.id, 'handle')}
                    onKeyDown={onHandleKey(index)}
                    {...handleProps(index)}
                  />
                  {MOVE_BUTTONS.map(({ button, label, text, icon }) => (
                    <button
                      key={button}
                      type="button"
                      className={`admin-btn ga-move ga-move--${button}${icon ? ' ga-icon-btn' : ''}`}
                      aria-label={t(label, { alt: photo.alt })}
                      disabled={!canMove(button, index, photos.length)}
                      onClick={() => move(index, moveTarget(button, index, photos.length), button)}
                      ref={moverRef(photo.id, button)}
                    >
                      {icon ? <span aria-hidden="true">{icon}</span> : t(text)}
                    </button>
                  ))}
                </div>
                <div className="ga-card__tools">
                  {/* While its editor is open, the editor's own "Show on the gallery" says it (its Save would undo a tap here). */}
                  <VisibilityButton photo={photo} editorOpen={editing === photo.id} />
                  <button type="button" className="admin-btn ga-card__edit" onClick={() => void toggleEditor(photo.id)} aria-expanded={editing === photo.id} aria-label={t('galleryAdmin.editWho', { alt: photo.alt })}>
                    {t('galleryAdmin.edit')}
                  </button>
                </div>
              </div>
            ) : null}
            {mayEdit && editing === photo.id ? <PhotoEditor photo={photo} knownTags={knownTags} onDone={closeEditor} onDirtyChange={setEditorDirty} /> : null}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <AdminPage title={t('galleryAdmin.title')} lead={lead}>
      {mayYet === false ? <ReadOnlyNote /> : null}
      {mayEdit ? <NewPhotos knownTags={knownTags} onDirtyChange={setNewDirty} /> : null}
      {mayEdit ? (
        <p id="ga-reorder-hint" className="admin-field__hint ga-hint">
          {t('galleryAdmin.reorderHint')}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
      {/* What guests read in English for want of a translation, over every photo; each card says whether it lacks some. */}
      {list.data && photos.length ? <MissingTranslations count={photos.reduce((sum, photo) => sum + photoMissingTranslations(photo), 0) + unnamedTagNames} className="ga-missing" /> : null}
      {list.data && tagList.data && tags.length ? <TagNamesPanel rows={tags} names={names} mayEdit={mayEdit} onDirtyChange={onTagDirty} /> : null}
      {content}
    </AdminPage>
  );
}

function Thumb({ photo }: { photo: AdminGalleryPhotoDto }) {
  const image = galleryImage({ src: photo.imageUrl, width: photo.width, height: photo.height });
  return <FallbackImage src={image.src} webpSrcSet={image.webpSrcSet ?? undefined} sizes="(min-width: 768px) 260px, 112px" alt="" width={image.width} height={image.height} />;
}

/**
 * The list shows the photo as saved at once, not as it was until the list is read again: an editor reopened (or a
 * visibility switched) in between starts from it, so its next save cannot send the texts from before and undo this one.
 */
function showSaved(utils: ReturnType<typeof trpc.useUtils>, saved: AdminGalleryPhotoDto): void {
  utils.admin.gallery.list.setData(undefined, (photos) => photos?.map((each) => (each.id === saved.id ? saved : each)));
}

/** One tap hides a photo from the public gallery, or shows it again. */
function VisibilityButton({ photo, editorOpen }: { photo: AdminGalleryPhotoDto; editorOpen: boolean }) {
  const update = trpc.admin.gallery.update.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const t = useAdminT();
  const toggle = async () => {
    try {
      showSaved(utils, await update.mutateAsync({ id: photo.id, data: { ...photo, visible: !photo.visible } }));
      toast.success(t(photo.visible ? 'galleryAdmin.hid' : 'galleryAdmin.shownAgain', { alt: photo.alt }));
      await utils.admin.gallery.list.invalidate();
    } catch (error) {
      toast.error(saveFailure(error, t('galleryAdmin.changeFailed')).message);
    }
  };
  return (
    <button type="button" className="admin-btn" onClick={() => void toggle()} disabled={update.isPending || editorOpen} aria-label={t(photo.visible ? 'galleryAdmin.hideWho' : 'galleryAdmin.showWho', { alt: photo.alt })}>
      {t(photo.visible ? 'galleryAdmin.hide' : 'galleryAdmin.show')}
    </button>
  );
}

interface PhotoEditorProps {
  photo: AdminGalleryPhotoDto;
  knownTags: readonly string[];
  onDone: () => void;
  /** Told whether the editor holds changes not yet saved. */
  onDirtyChange: (dirty: boolean) => void;
}

function PhotoEditor({ photo, knownTags, onDone, onDirtyChange }: PhotoEditorProps) {
  const [loaded] = useState(() => detailsOf(photo));
  const [details, setDetails] = useState(loaded);
  const dirty = hasChanges(loaded, details);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = trpc.admin.gallery.update.useMutation();
  const remove = trpc.admin.gallery.delete.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const t = useAdminT();
  const askUntranslated = useUntranslatedPrompt();
  const editor = useRef<HTMLFormElement>(null);

  async function save() {
    const checked = checkPhoto({ imageUrl: photo.imageUrl, imageWebp: photo.imageWebp, width: photo.width, height: photo.height }, details, inAdminLanguage);
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    setErrors({});
    if (!(await askUntranslated(editor.current, untranslatedInSave(loaded, details, (values) => photoMissingTranslations(values))))) return;
    try {
      showSaved(utils, await update.mutateAsync({ id: photo.id, data: checked.input }));
      toast.success(t('galleryAdmin.saved'));
      onDone();
      await utils.admin.gallery.list.invalidate();
    } catch (error) {
      const failure = saveFailure(error, t('galleryAdmin.saveFailed'));
      setErrors(failure.fields);
      toast.error(failure.message);
    }
  }

  /** Cancel with changes asks before dropping them. */
  async function cancel() {
    if (dirty && !(await confirm(LEAVE_WITHOUT_SAVING))) return;
    onDone();
  }

  async function destroy() {
    if (!(await confirm({ message: t('galleryAdmin.confirmDelete', { alt: photo.alt }), detail: t('galleryAdmin.deleteDetail'), confirmLabel: t('galleryAdmin.delete'), danger: true }))) return;
    try {
      await remove.mutateAsync({ id: photo.id });
      toast.success(t('galleryAdmin.deleted', { alt: photo.alt }));
      onDone();
      await utils.admin.gallery.list.invalidate();
    } catch (error) {
      toast.error(saveFailure(error, t('galleryAdmin.deleteFailed')).message);
    }
  }

  return (
    <form
      ref={editor}
      className="ga-editor"
      aria-label={t('galleryAdmin.editWho', { alt: photo.alt })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <PhotoDetailsFields value={details} onChange={setDetails} errors={errors} knownTags={knownTags} />
      <div className="ga-editor__actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={update.isPending}>
          {t('galleryAdmin.save')}
        </button>
        <button type="button" className="admin-btn admin-btn--quiet" onClick={() => void cancel()}>
          {t('common.cancel')}
        </button>
        <span className="ga-card__spacer" />
        <button type="button" className="admin-btn admin-btn--danger" onClick={() => void destroy()} disabled={remove.isPending}>
          {t('galleryAdmin.delete')}
        </button>
      </div>
    </form>
  );
}

/**
 * On a card: the languages guests read some of the photo's texts in English for want of ("Spanish missing"), and its
 * tags without a name in a language ("No Spanish name: terrace"; `names` once read).
 */
function PhotoMissing({ photo, names }: { photo: AdminGalleryPhotoDto; names: ReadonlyMap<string, NamesByLanguage> | undefined }) {
  const languages = TRANSLATION_LANGUAGES.filter((language) => photoMissingTranslations(photo, [language]) > 0);
  const tagLanguages = names ? TRANSLATION_LANGUAGES.filter((language) => unnamedTags(photo.tags, names, [language]).length > 0) : [];
  const tags = names ? unnamedTags(photo.tags, names, tagLanguages) : [];
  const t = useAdminT();
  const lang = useAdminLang();
  return (
    <>
      {languages.length ? <p className="ga-card__missing">{t('galleryAdmin.missing', { languages: languageList(languages, lang) })}</p> : null}
      {tags.length ? <p className="ga-card__missing">{t('galleryAdmin.unnamedTags', { languages: languageList(tagLanguages, lang), tags: tags.join(', ') })}</p> : null}
    </>
  );
}
