// The card of one dish or drink: optional photo, name, price, featured flag; the specifics come as children.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { formatPrice } from '../../../shared/rules/price';
import { cardCropSrcSet } from '../../../shared/rules/gallery';
import { creditLineFor, findPhoto, responsiveImage } from '../../lib/photos';
import { FallbackImage } from '../../components/ui/fallback-image';
import { useLang, useT } from '../../i18n/use-t';
import './item-card.css';

interface ItemCardProps {
  id: string;
  name: string;
  price: number | null;
  currency: string;
  image: string | null;
  featured: boolean;
  /** Featured items with a photo get a wide card with a large photo. */
  children: ReactNode;
}

/**
 * A CC BY photo's credit line: one line, cut with an ellipsis where the card is narrow (wrapped, it ran to five
 * lines under a thumbnail and pushed the cards out of line). The whole text is the link's name and tooltip, and
 * the link leads to the photo credits on the About page, where every credit is written out.
 */
function PhotoCredit({ credit }: { credit: string }) {
  return (
    <p className="item-card__credit">
      <Link to="/{-$lang}/about" hash="photo-credits" title={credit}>
        {credit}
      </Link>
    </p>
  );
}

/**
 * The slot a card's photo fills: on a phone the screen less the page's gutters and the card's frame (about 48 px),
 * so a 1.75× phone takes the 640 px file rather than the 800 one.
 */
const WIDE_PHOTO_SIZES = '(min-width: 1100px) 420px, (min-width: 768px) 45vw, calc(100vw - 48px)';
const THUMB_PHOTO_SIZES = '(min-width: 768px) 136px, 104px';
/** Below this width a featured card's photo is a 16:10 box (item-card.css), so a tall photo comes cropped to it. */
const PHONE_CARD_MEDIA = '(max-width: 767px)';

/** The name is the card's heading right beside the photo, so the photo itself is decorative. */
function CardPhoto({ src, wide, credit }: { src: string; wide: boolean; credit: string | null }) {
  const image = responsiveImage(src);
  const photo = findPhoto(src);
  const crop = wide ? cardCropSrcSet(src, photo?.width ?? null, photo?.height ?? null) : null;
  return (
    <div className="item-card__media">
      <div className="item-card__photo">
        <FallbackImage
          src={image.src}
          webpSrcSet={image.webpSrcSet ?? undefined}
          sizes={wide ? WIDE_PHOTO_SIZES : THUMB_PHOTO_SIZES}
          narrow={crop ? { media: PHONE_CARD_MEDIA, srcSet: crop } : undefined}
          alt=""
          width={image.width}
          height={image.height}
        />
      </div>
      {credit ? <PhotoCredit credit={credit} /> : null}
    </div>
  );
}

export function ItemCard({ id, name, price, currency, image, featured, children }: ItemCardProps) {
  const t = useT();
  const lang = useLang();
  const layout = image ? (featured ? 'feature' : 'thumb') : 'text';
  const headingId = `${id}-name`;
  const credit = image ? creditLineFor(image, lang) : null;
  return (
    <article className="item-card" data-layout={layout} aria-labelledby={headingId}>
      {/* On a featured card the credit sits on the large photo; beside a thumbnail it runs under the whole card. */}
      {image ? <CardPhoto src={image} wide={layout === 'feature'} credit={layout === 'feature' ? credit : null} /> : null}
      <div className="item-card__body">
        {featured ? <p className="item-card__flag">{t('catalog.featured')}</p> : null}
        <div className="item-card__head">
          <h3 className="item-card__name" id={headingId}>
            {name}
          </h3>
          {price !== null ? (
            <p className="item-card__price">
              <span className="visually-hidden">{`${t('catalog.price')} `}</span>
              {formatPrice(price, currency, lang)}
            </p>
          ) : null}
        </div>
        {children}
      </div>
      {credit && layout === 'thumb' ? <PhotoCredit credit={credit} /> : null}
    </article>
  );
}
