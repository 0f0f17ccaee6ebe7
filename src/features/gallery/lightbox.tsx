// The gallery's photo viewer: a modal dialog with previous/next, close, a counter, keys and swipe.
import { useEffect, useId, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import type { GalleryPhotoView } from '../../../shared/rules/gallery';
import { Icon } from '../../components/ui/icon';
import { FallbackImage } from '../../components/ui/fallback-image';
import { galleryImage } from '../../lib/gallery-image';
import { useT } from '../../i18n/use-t';
import './lightbox.css';

const SWIPE_MIN_PX = 48;
const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface LightboxProps {
  photos: ReadonlyArray<GalleryPhotoView>;
  index: number;
  onIndexChange: (index: number) => void;
  /** Called with the photo on show when the viewer closes, so focus can go back to its thumbnail. */
  onClose: () => void;
  /** Where focus goes when the viewer closes. */
  returnFocus: () => HTMLElement | null;
}

export function Lightbox({ photos, index, onIndexChange, onClose, returnFocus }: LightboxProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const returnFocusRef = useRef(returnFocus);
  const titleId = useId();
  const captionId = useId();
  const total = photos.length;
  const photo = photos[index];

  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  // Opened as a modal dialog: the rest of the page is inert and focus stays inside; on close, focus goes back to the thumbnail.
  useEffect(() => {
    const element = dialog.current;
    const root = document.documentElement;
    const lockedHere = !root.classList.contains('is-scroll-locked');
    if (lockedHere) root.classList.add('is-scroll-locked');
    if (element && !element.open) element.showModal();
    closeButton.current?.focus();
    return () => {
      if (element?.open) element.close();
      if (lockedHere) root.classList.remove('is-scroll-locked');
      returnFocusRef.current()?.focus();
    };
  }, []);

  if (!photo) return null;

  const go = (step: number) => onIndexChange((index + step + total) % total);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'Tab') {
      // Keep Tab cycling inside the viewer rather than escaping to the browser's own controls.
      const focusables = Array.from(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.5) go(dx < 0 ? 1 : -1);
  };

  const image = galleryImage(photo, { full: true });
  const multiple = total > 1;

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={captionId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="lightbox__frame" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div className="lightbox__bar">
          <h2 className="visually-hidden" id={titleId}>
            {t('gallery.viewer')}
          </h2>
          <p className="lightbox__counter" aria-live="polite" aria-atomic="true">
            {index + 1} / {total}
          </p>
          <button type="button" className="lightbox__button lightbox__close" onClick={onClose} aria-label={t('gallery.closeViewer')} ref={closeButton}>
            <Icon name="close" size={24} />
          </button>
        </div>

        <figure className="lightbox__figure">
          <div className="lightbox__stage">
            <FallbackImage
              key={photo.src}
              className="lightbox__image"
              src={image.src}
              webpSrcSet={image.webpSrcSet ?? undefined}
              sizes="(min-width: 1100px) 1100px, 100vw"
              alt={photo.alt}
              width={image.width}
              height={image.height}
              loading="eager"
            />
          </div>
          <figcaption className="lightbox__caption" id={captionId}>
            <span className="lightbox__alt">{photo.alt}</span>
            {photo.caption ? <span className="lightbox__text">{photo.caption}</span> : null}
            {photo.credit ? <span className="lightbox__credit">{photo.credit}</span> : null}
          </figcaption>
        </figure>

        {multiple ? (
          <div className="lightbox__nav">
            <button type="button" className="lightbox__button lightbox__prev" onClick={() => go(-1)} aria-label={t('gallery.previous')}>
              <Icon name="chevron-left" size={28} />
            </button>
            <button type="button" className="lightbox__button lightbox__next" onClick={() => go(1)} aria-label={t('gallery.next')}>
              <Icon name="chevron-right" size={28} />
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
