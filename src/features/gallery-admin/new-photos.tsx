// Photos being added: several files chosen at once, each uploaded through the upload pipeline with its own progress,
// then described (alt text required) and added one by one, first in the gallery or last as staff choose. A photo the
// gallery already shows (the same file: an upload's names come from its content) is added again only once staff say so.
import { useEffect, useId, useRef, useState } from 'react';
import { placeOfSameImage } from '../../../shared/rules/gallery';
import { GALLERY_PLACES, DEFAULT_GALLERY_PLACE, type GalleryPlace } from '../../../shared/schemas/gallery';
import type { UploadResult } from '../../../shared/schemas/uploads';
import { UPLOAD_MEDIA_TYPES } from '../../../shared/schemas/uploads';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { checkPhotoFile, uploadPhoto, UploadError } from '../../components/admin/upload-photo';
import { galleryImage } from '../../lib/gallery-image';
import { trpc } from '../../lib/trpc';
import { useAdminT } from '../../i18n/admin-language';
import { PhotoDetailsFields } from './photo-details';
import { checkPhoto, EMPTY_DETAILS, type PhotoDetails } from './photo-input';

type Pending =
  | { key: number; name: string; state: 'uploading'; progress: number }
  | { key: number; name: string; state: 'failed'; message: string }
  | { key: number; name: string; state: 'ready'; upload: UploadResult; details: PhotoDetails; errors: Record<string, string>; saving: boolean; again: boolean };

const PLACE_LABELS = { first: 'galleryAdmin.placeFirst', last: 'galleryAdmin.placeLast' } as const;

interface NewPhotosProps {
  knownTags: readonly string[];
  /** Told whether photos are being uploaded or wait to be added (leaving the screen would lose them). */
  onDirtyChange: (dirty: boolean) => void;
}

export function NewPhotos({ knownTags, onDirtyChange }: NewPhotosProps) {
  const [pending, setPending] = useState<Pending[]>([]);
  const nextKey = useRef(1);
  const aborts = useRef(new Map<number, () => void>());
  const fileInput = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.admin.gallery.create.useMutation();
  const confirm = useConfirm();
  const t = useAdminT();
  const placeName = useId();
  const [place, setPlace] = useState<GalleryPlace>(DEFAULT_GALLERY_PLACE);
  // One question at a time: photos uploaded together that the gallery already has are asked about in turn.
  const questions = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  const dirty = pending.some((entry) => entry.state !== 'failed');
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const update = (key: number, change: (entry: Pending) => Pending) => setPending((list) => list.map((entry) => (entry.key === key ? change(entry) : entry)));
  const drop = (key: number) => {
    aborts.current.get(key)?.();
    aborts.current.delete(key);
    setPending((list) => list.filter((entry) => entry.key !== key));
  };

  function start(files: File[]) {
    const added = files.map((file) => ({ file, key: nextKey.current++ }));
    setPending((list) => [
      ...list,
      ...added.map(({ file, key }): Pending => {
        const problem = checkPhotoFile(file);
        return problem ? { key, name: file.name, state: 'failed', message: inAdminLanguage(problem) } : { key, name: file.name, state: 'uploading', progress: 0 };
      }),
    ]);
    for (const { file, key } of added) {
      if (checkPhotoFile(file)) continue;
      const call = uploadPhoto(file, (progress) => update(key, (entry) => (entry.state === 'uploading' ? { ...entry, progress } : entry)));
      aborts.current.set(key, call.abort);
      call.done.then(
        (upload) => {
          update(key, (entry) => ({ key, name: entry.name, state: 'ready', upload, details: EMPTY_DETAILS, errors: {}, saving: false, again: false }));
          void askIfAgain(key, file.name, upload);
        },
        (failure: unknown) => update(key, (entry) => ({ key, name: entry.name, state: 'failed', message: failure instanceof UploadError ? inAdminLanguage(failure.message) : t('image.uploadFailed') })),
      ).finally(() => aborts.current.delete(key));
    }
  }

  /**
   * When the gallery already shows this image, asks whether to add it again: yes, and it waits for its description as
   * any other; no, and the upload is discarded. True when the photo may be added.
   */
  function askIfAgain(key: number, name: string, upload: UploadResult): Promise<boolean> {
    const asked = questions.current.then(async () => {
      const at = placeOfSameImage(utils.admin.gallery.list.getData() ?? [], upload.imageUrl);
      if (at === null) return true;
      const again = await confirm({ message: t('galleryAdmin.duplicate', { place: at }), detail: t('galleryAdmin.duplicateDetail', { name }), confirmLabel: t('galleryAdmin.duplicateYes'), cancelLabel: t('galleryAdmin.duplicateNo') });
      if (again) update(key, (entry) => (entry.state === 'ready' ? { ...entry, again: true } : entry));
      else drop(key);
      return again;
    });
    questions.current = asked;
    return asked;
  }

  async function add(entry: Extract<Pending, { state: 'ready' }>) {
    // The gallery may have gained the same image since the upload (the same file chosen twice): asked then.
    if (!entry.again && !(await askIfAgain(entry.key, entry.name, entry.upload))) return;
    const checked = checkPhoto({ imageUrl: entry.upload.imageUrl, imageWebp: entry.upload.imageWebp, width: entry.upload.width, height: entry.upload.height }, entry.details, inAdminLanguage);
    if (!checked.ok) {
      update(entry.key, (current) => ({ ...current, errors: checked.fields }) as Pending);
      // Once React has marked the fields: the first one to fix takes the focus.
      requestAnimationFrame(() => document.getElementById(`ga-new-${entry.key}`)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    update(entry.key, (current) => ({ ...current, saving: true }) as Pending);
    try {
      await create.mutateAsync({ ...checked.input, place });
      toast.success(t('galleryAdmin.added', { alt: checked.input.alt }));
      drop(entry.key);
      await utils.admin.gallery.list.invalidate();
    } catch (error) {
      const failure = saveFailure(error, t('galleryAdmin.addFailed'));
      update(entry.key, (current) => ({ ...current, saving: false, errors: failure.fields }) as Pending);
      toast.error(failure.message);
    }
  }

  return (
    <section className="ga-new" aria-labelledby="ga-new-title">
      <div className="ga-new__head">
        <h2 id="ga-new-title" className="ga-new__title">
          {t('galleryAdmin.addTitle')}
        </h2>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={UPLOAD_MEDIA_TYPES.join(',')}
          aria-label={t('galleryAdmin.filesLabel')}
          data-testid="gallery-files"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) start(files);
          }}
        />
        <button type="button" className="admin-btn admin-btn--primary" onClick={() => fileInput.current?.click()}>
          {t('galleryAdmin.choose')}
        </button>
        <p className="admin-field__hint ga-new__hint">{t('galleryAdmin.addHint')}</p>
        <fieldset className="segmented ga-new__place">
          <legend className="segmented__legend">{t('galleryAdmin.placeLabel')}</legend>
          <div className="segmented__options">
            {GALLERY_PLACES.map((each) => (
              <label key={each} className="segmented__option">
                <input type="radio" name={placeName} value={each} checked={place === each} onChange={() => setPlace(each)} />
                <span>{t(PLACE_LABELS[each])}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {pending.length ? (
        <ul className="ga-new__list">
          {pending.map((entry) => (
            <li key={entry.key} id={`ga-new-${entry.key}`} className="ga-new__item">
              {entry.state === 'uploading' ? (
                <div className="ga-new__progress" role="status">
                  <span className="ga-new__name">{entry.name}</span>
                  <progress max={1} value={entry.progress} aria-label={t('galleryAdmin.uploading', { name: entry.name })} />
                  <span>{Math.round(entry.progress * 100)}%</span>
                  <button type="button" className="admin-btn admin-btn--quiet" onClick={() => drop(entry.key)}>
                    {t('common.cancel')}
                  </button>
                </div>
              ) : entry.state === 'failed' ? (
                <div className="ga-new__progress">
                  <span className="ga-new__name">{entry.name}</span>
                  <p className="admin-field__error" role="alert">
                    {entry.message}
                  </p>
                  <button type="button" className="admin-btn admin-btn--quiet" onClick={() => drop(entry.key)}>
                    {t('galleryAdmin.dismiss')}
                  </button>
                </div>
              ) : (
                <form
                  className="ga-new__form"
                  aria-label={t('galleryAdmin.describe', { name: entry.name })}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void add(entry);
                  }}
                >
                  <NewPhotoPreview upload={entry.upload} name={entry.name} />
                  <PhotoDetailsFields value={entry.details} errors={entry.errors} knownTags={knownTags} onChange={(details) => update(entry.key, (current) => ({ ...current, details }) as Pending)} />
                  <div className="ga-new__actions">
                    <button type="submit" className="admin-btn admin-btn--primary" disabled={entry.saving}>
                      {t(entry.saving ? 'galleryAdmin.adding' : 'galleryAdmin.addToGallery')}
                    </button>
                    <button type="button" className="admin-btn admin-btn--quiet" onClick={() => drop(entry.key)} disabled={entry.saving}>
                      {t('galleryAdmin.discard')}
                    </button>
                  </div>
                </form>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function NewPhotoPreview({ upload, name }: { upload: UploadResult; name: string }) {
  const image = galleryImage({ src: upload.imageUrl, width: upload.width, height: upload.height });
  return (
    <figure className="ga-new__preview">
      <picture>
        {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes="240px" /> : null}
        <img src={image.src} alt="" width={image.width} height={image.height} />
      </picture>
      <figcaption>
        {name} · {upload.width}×{upload.height}
      </figcaption>
    </figure>
  );
}
