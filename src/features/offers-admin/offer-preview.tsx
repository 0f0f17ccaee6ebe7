// The offer as a slide of the home page's hero, drawn by the hero's own component. It is a picture of the slide,
// not a second set of links: inert, out of the tab order and the accessibility tree. The slide shows what guests
// read (the offer's own words); only the caption and the stand-ins are the admin's.
import { OfferSlide } from '../../components/offer-slide';
import { useAdminT } from '../../i18n/admin-language';
import { previewSlide, type OfferFormValues } from './offer-form-values';

export function OfferPreview({ values }: { values: OfferFormValues }) {
  const t = useAdminT();
  const slide = previewSlide(values, t('offers.preview.yourTitle'));
  return (
    <figure className="offer-preview">
      <figcaption className="offer-preview__caption">{t('offers.preview.caption')}</figcaption>
      <div className="offer-preview__frame" inert>
        {slide.imageUrl ? <OfferSlide offer={slide} index={1} /> : <div className="offer-preview__empty">{t('offers.preview.noPhoto')}</div>}
      </div>
    </figure>
  );
}
