// The offer as a slide of the home page's hero, drawn by the hero's own component. It is a picture of the slide,
// not a second set of links: inert, out of the tab order and the accessibility tree.
import { OfferSlide } from '../../components/offer-slide';
import { previewSlide, type OfferFormValues } from './offer-form-values';

export function OfferPreview({ values }: { values: OfferFormValues }) {
  const slide = previewSlide(values);
  return (
    <figure className="offer-preview">
      <figcaption className="offer-preview__caption">How the slide looks on the home page</figcaption>
      <div className="offer-preview__frame" inert>
        {slide.imageUrl ? <OfferSlide offer={slide} index={1} /> : <div className="offer-preview__empty">Add a photo to see the slide.</div>}
      </div>
    </figure>
  );
}
