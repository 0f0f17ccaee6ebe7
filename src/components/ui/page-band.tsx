// The photo band at the top of the public pages (menu, drinks, gallery, contact, about, reservations): title, short lede, a decorative photo.
import type { ReactNode } from 'react';
import { creditLineFor, requirePhoto } from '../../lib/photos';
import { PAGE_BAND_SIZES, pageBandImage } from './page-band-image';
import { useLang } from '../../i18n/use-t';
import './page-band.css';

interface PageBandProps {
  eyebrow: string;
  title: string;
  lede: ReactNode;
  /** A photo of the gallery manifest (its optimized variants are used); decorative, so no alt text. */
  photo: string;
  /** CSS object-position of the photo, e.g. "50% 60%". */
  focus?: string;
  children?: ReactNode;
}

export function PageBand({ eyebrow, title, lede, photo, focus = '50% 50%', children }: PageBandProps) {
  const { width, height } = requirePhoto(photo);
  const image = pageBandImage(photo);
  const credit = creditLineFor(photo, useLang());
  return (
    <header className="page-band">
      <picture className="page-band__photo">
        {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes={PAGE_BAND_SIZES} /> : null}
        <img src={image.src} alt="" width={width ?? undefined} height={height ?? undefined} fetchPriority="high" decoding="async" style={{ objectPosition: focus }} />
      </picture>
      <div className="page-band__inner">
        <p className="page-band__eyebrow">{eyebrow}</p>
        <h1 className="page-band__title" id="page-title" tabIndex={-1}>
          {title}
        </h1>
        <p className="page-band__lede">{lede}</p>
        {children}
      </div>
      {credit ? <p className="page-band__credit">{credit}</p> : null}
    </header>
  );
}
