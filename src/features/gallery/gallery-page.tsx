// The /gallery page: photo grid with search, multi-select tag chips and a lightbox.
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { filterGallery, galleryTagCounts, type GalleryPhotoView } from '../../../shared/rules/gallery';
import { EmptyResults, LoadError, SkeletonCards } from '../../components/ui/catalog-states';
import { Chip, ChipRow } from '../../components/ui/chip-row';
import { BackToTop } from '../../components/ui/back-to-top';
import { FallbackImage } from '../../components/ui/fallback-image';
import { PageBand } from '../../components/ui/page-band';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { SearchBox } from '../../components/ui/search-box';
import { creditName, galleryImage } from '../../lib/gallery-image';
import { useGalleryManifest } from './gallery-manifest';
import { Lightbox } from './lightbox';
import { pluralKey } from '../../i18n/plural';
import type { Translate } from '../../i18n/translate';
import { useLang, useT } from '../../i18n/use-t';
import type { Lang } from '../../../shared/config/languages';
import './gallery-page.css';

const NO_PHOTOS: GalleryPhotoView[] = [];

function tagLabel(tag: string): string {
  return tag.charAt(0).toUpperCase() + tag.slice(1).replace(/-/g, ' ');
}

function photosCount(t: Translate, lang: Lang, count: number): string {
  return t(pluralKey(lang, 'gallery.photos', count), { count });
}

export function GalleryPage() {
  const t = useT();
  const lang = useLang();
  const { manifest, tryAgain } = useGalleryManifest();
  const photos = manifest.data ?? NO_PHOTOS;
  const [query, setQuery] = useState('');
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const [openSrc, setOpenSrc] = useState<string | null>(null);
  const thumbs = useRef(new Map<string, HTMLButtonElement>());
  const summaryId = useId();
  const photosHeadingId = useId();

  const shown = useMemo(() => filterGallery(photos, query, selectedTags), [photos, query, selectedTags]);
  const tagCounts = useMemo(() => galleryTagCounts(photos, query), [photos, query]);

  // The viewer follows the filtered list; it closes itself when the filter leaves no photos
  // (state adjusted during render, React's pattern for state derived from other state).
  if (openSrc !== null && manifest.data && shown.length === 0) setOpenSrc(null);
  const openIndex = openSrc === null ? -1 : Math.max(0, shown.findIndex((photo) => photo.src === openSrc));
  const lightboxPhoto = openSrc !== null && shown.length > 0 ? shown[openIndex] : undefined;
  const returnFocus = useCallback(
    () => (lightboxPhoto ? thumbs.current.get(lightboxPhoto.src) : undefined) ?? document.getElementById('page-title'),
    [lightboxPhoto],
  );

  const toggleTag = (tag: string) =>
    setSelectedTags((current) => (current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag]));
  const clearFilters = () => {
    setQuery('');
    setSelectedTags([]);
  };

  let content;
  if (manifest.isError && !manifest.data) {
    content = <LoadError message={t('gallery.loadError')} {...tryAgain} />;
  } else if (!manifest.data) {
    content = <SkeletonCards label={t('gallery.loading')} variant="photo" />;
  } else if (shown.length === 0) {
    content = <EmptyResults message={t('gallery.empty')} onClear={clearFilters} />;
  } else {
    // The list takes its name from a heading (HTML allows no aria-label on a plain <ul>).
    content = (
      <>
        <h2 id={photosHeadingId} className="visually-hidden">
          {t('gallery.photosHeading')}
        </h2>
        <ul className="gallery-grid" aria-labelledby={photosHeadingId}>
          {shown.map((photo) => {
            const image = galleryImage(photo);
            const { width, height } = image;
            const ratio = width / height;
            return (
              <li key={photo.src} className="gallery-grid__item" style={{ flexGrow: ratio * 100, flexBasis: `calc(${ratio.toFixed(3)} * var(--gallery-row))` }}>
                <button
                  type="button"
                  className="gallery-thumb"
                  aria-haspopup="dialog"
                  ref={(element) => {
                    if (element) thumbs.current.set(photo.src, element);
                    else thumbs.current.delete(photo.src);
                  }}
                  onClick={() => setOpenSrc(photo.src)}
                >
                  <FallbackImage
                    src={image.src}
                    webpSrcSet={image.webpSrcSet ?? undefined}
                    sizes="(min-width: 1200px) 400px, (min-width: 768px) 34vw, 50vw"
                    alt={photo.alt}
                    width={width}
                    height={height}
                    fetchPriority="low"
                  />
                  <span className="gallery-thumb__tags" aria-hidden="true">
                    {photo.tags.map(tagLabel).join(' · ')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  const total = photosCount(t, lang, photos.length);
  const summary = manifest.data ? (shown.length === photos.length ? total : t('gallery.showing', { shown: shown.length, total })) : '';

  return (
    <div className="gallery-page">
      <PageBand
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
        lede={t('gallery.lede')}
        photo={PAGE_BAND_PHOTOS.gallery}
        focus="50% 50%"
      />
      <div className="gallery">
        <div className="gallery__toolbar">
          <SearchBox label={t('gallery.search')} placeholder={t('gallery.searchPlaceholder')} value={query} onChange={setQuery} describedBy={summaryId} />
          {manifest.data ? (
            <div className="gallery__tags">
              <ChipRow label={t('gallery.tags')}>
                {tagCounts.map(({ tag, count }) => (
                  <Chip key={tag} label={tagLabel(tag)} count={count} noun={t(pluralKey(lang, 'gallery.photoNoun', count))} pressed={selectedTags.includes(tag)} onClick={() => toggleTag(tag)} />
                ))}
              </ChipRow>
            </div>
          ) : null}
          {/* Clear sits on the count's line, not at the end of the chip row: beside a row that scrolls sideways it
              stood over the chip passing under it on a phone. */}
          <div className="gallery__status">
            <p className="gallery__summary" id={summaryId} aria-live="polite">
              {summary}
            </p>
            {manifest.data ? (
              <button type="button" className="gallery__clear" onClick={() => setSelectedTags([])} disabled={selectedTags.length === 0}>
                {t('gallery.clear')}
              </button>
            ) : null}
          </div>
        </div>
        {content}
        {manifest.data && photos.some((photo) => photo.credit) ? (
          <details className="gallery-credits">
            <summary>{t('gallery.credits')}</summary>
            <ul>
              {photos
                .filter((photo) => photo.credit)
                .map((photo) => (
                  <li key={photo.src}>
                    <span className="gallery-credits__name">{creditName(photo, lang)}</span> {photo.credit}
                  </li>
                ))}
            </ul>
          </details>
        ) : null}
      </div>
      {lightboxPhoto ? (
        <Lightbox
          photos={shown}
          index={openIndex}
          onIndexChange={(index) => setOpenSrc(shown[index]?.src ?? null)}
          onClose={() => setOpenSrc(null)}
          returnFocus={returnFocus}
        />
      ) : null}
      <BackToTop />
    </div>
  );
}
