// A photo for an offer, a dish or a drink: the photo itself (a thumbnail) with Choose/Replace and Remove; a file can
// be dropped on it too (uploaded, resized by the server, its URLs filled in). The address is kept out of the way in
// an "advanced" fold, for pasting a path; it opens by itself when the address is what needs fixing.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { UPLOAD_MEDIA_TYPES } from '../../../shared/schemas/uploads';
import { checkPhotoFile, uploadPhoto, UploadError } from './upload-photo';
import { useMay } from './staff-role';
import './image-field.css';
import { useAdminT } from '../../i18n/admin-language';
import { inAdminLanguage } from './form-errors';

export interface ImageValue {
  url: string;
  webp: string;
}

interface ImageFieldProps {
  /** The address box's label, e.g. "Photo URL" (what the schema's messages call the field). */
  label: string;
  /** The field's heading over the thumbnail. */
  title?: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  required?: boolean;
  error?: string | null;
  /** Alt text of the preview (the record's own alt text or name). */
  previewAlt: string;
}

type UploadState = { state: 'idle' } | { state: 'uploading'; progress: number; name: string } | { state: 'done'; width: number; height: number } | { state: 'error'; message: string };

export function ImageField({ label, title, value, onChange, required, error, previewAlt }: ImageFieldProps) {
  const id = useId();
  const t = useAdminT();
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<(() => void) | null>(null);
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  // The address whose image failed to load: a new address gets a fresh try.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = brokenUrl !== null && brokenUrl === value.url;
  const [advanced, setAdvanced] = useState(false);
  // Uploads need a manager (API.md "Roles"): staff see the photo, without Choose, Remove or a drop target.
  const mayUpload = useMay('manager');

  useEffect(() => () => abort.current?.(), []);

  async function send(file: File) {
    const problem = checkPhotoFile(file);
    if (problem) {
      setUpload({ state: 'error', message: inAdminLanguage(problem) });
      return;
    }
    setUpload({ state: 'uploading', progress: 0, name: file.name });
    const call = uploadPhoto(file, (progress) => setUpload({ state: 'uploading', progress, name: file.name }));
    abort.current = call.abort;
    try {
      const result = await call.done;
      onChange({ url: result.imageUrl, webp: result.imageWebp });
      setUpload({ state: 'done', width: result.width, height: result.height });
    } catch (failure) {
      setUpload({ state: 'error', message: failure instanceof UploadError ? inAdminLanguage(failure.message) : t('image.uploadFailed') });
    } finally {
      abort.current = null;
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!mayUpload) return;
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  }

  const describedBy = [`${id}-hint-url`, error ? `${id}-error` : null, upload.state === 'error' ? `${id}-upload` : null].filter(Boolean).join(' ');
  const busy = upload.state === 'uploading';

  return (
    <div className={`admin-field admin-image${error ? ' admin-field--invalid' : ''}`} role="group" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className="admin-image__title">
        {title ?? t('image.title')}
        {required ? <span className="admin-field__required"> {t('field.required')}</span> : null}
      </span>
      <div
        className={`admin-image__drop${dragging ? ' admin-image__drop--over' : ''}${mayUpload ? '' : ' admin-image__drop--view'}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(mayUpload);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="admin-image__preview">
          {value.url && !broken ? (
            <picture>
              {value.webp ? <source type="image/webp" srcSet={value.webp} /> : null}
              <img src={value.url} alt={previewAlt ? t('image.previewOf', { alt: previewAlt }) : t('image.preview')} onError={() => setBrokenUrl(value.url)} />
            </picture>
          ) : (
            <p className="admin-image__none">{value.url ? t('image.broken') : t('image.none')}</p>
          )}
        </div>
        {mayUpload ? (
          <div className="admin-image__controls">
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={UPLOAD_MEDIA_TYPES.join(',')}
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send(file);
              }}
            />
            <div className="admin-image__buttons">
              <button type="button" className="admin-btn" onClick={() => fileInput.current?.click()} disabled={busy} aria-describedby={`${id}-hint`}>
                {value.url ? t('image.replace') : t('image.choose')}
              </button>
              {value.url ? (
                <button type="button" className="admin-btn admin-btn--quiet" onClick={() => onChange({ url: '', webp: '' })} disabled={busy}>
                  {t('image.remove')}
                </button>
              ) : null}
            </div>
            <p id={`${id}-hint`} className="admin-field__hint">
              {t('image.hint')}
            </p>
            {upload.state === 'uploading' ? (
              <div className="admin-image__progress" role="status">
                <progress max={1} value={upload.progress} aria-label={t('image.uploading', { name: upload.name })} />
                <span>{Math.round(upload.progress * 100)}%</span>
              </div>
            ) : null}
            {upload.state === 'done' ? (
              <p className="admin-image__ok" role="status">
                {t('image.done', { width: upload.width, height: upload.height })}
              </p>
            ) : null}
            {upload.state === 'error' ? (
              <p id={`${id}-upload`} className="admin-field__error" role="alert">
                {upload.message}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <details className="admin-image__advanced" open={advanced || Boolean(error)} onToggle={(event) => setAdvanced(event.currentTarget.open)}>
        <summary>{t('image.advanced')}</summary>
        <div className="admin-field">
          <label htmlFor={`${id}-url`}>
            {label}
            {required ? <span className="admin-field__required"> {t('field.required')}</span> : null}
          </label>
          <input
            id={`${id}-url`}
            type="text"
            inputMode="url"
            value={value.url}
            onChange={(event) => onChange({ url: event.target.value, webp: '' })}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            placeholder={t('image.urlPlaceholder')}
          />
          <p id={`${id}-hint-url`} className="admin-field__hint">
            {t('image.urlHint')}
          </p>
        </div>
      </details>
      {error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
