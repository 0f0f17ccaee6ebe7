// The home page's menu-highlights carousel: one dish card per slide, 1 / 1.15 / 2 / 3 to a view. The home page shows
// it for the bar's today; the staff's highlights screen shows the very same carousel for the day being planned.
import { Link } from '@tanstack/react-router';
import { site } from '../../shared/config/site';
import type { HighlightCard } from '../../shared/schemas/highlights';
import { formatPrice } from '../../shared/rules/price';
import { creditLineFor, responsiveImage } from '../lib/photos';
import { Carousel } from './ui/carousel';
import { FallbackImage, IMAGE_FALLBACK_SRC } from './ui/fallback-image';
import { Icon } from './ui/icon';
import { useLang, useT } from '../i18n/use-t';
import './highlights-carousel.css';

export const HIGHLIGHTS_AUTOPLAY_MS = 3800;
const DISH_IMAGE_SIZES = '(min-width: 992px) 400px, (min-width: 576px) 50vw, 100vw';

/** The dish's photo beside its name: decorative (the name says what it shows, in the page's language). */
function DishImage({ src }: { src: string | null }) {
  if (!src) return <img className="dish-card__img" src={IMAGE_FALLBACK_SRC} alt="" width={800} height={600} loading="lazy" decoding="async" />;
  const image = responsiveImage(src);
  return (
    <FallbackImage
      className="dish-card__img"
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      webpSrcSet={image.webpSrcSet ?? undefined}
      sizes={DISH_IMAGE_SIZES}
    />
  );
}

function DishCard({ dish }: { dish: HighlightCard }) {
  const lang = useLang();
  const credit = creditLineFor(dish.image, lang);
  return (
    <article className="dish-card">
      <div className="dish-card__media">
        <DishImage src={dish.image} />
        {dish.tag ? <p className="dish-card__tag">{dish.tag}</p> : null}
      </div>
      <div className="dish-card__body">
        <div className="dish-card__head">
          <h3 className="dish-card__name">
            <Link to="/{-$lang}/menu" hash={dish.categorySlug} className="dish-card__link" title={dish.name}>
              {dish.name}
            </Link>
          </h3>
          <p className="dish-card__price tabular">{formatPrice(dish.price, site.currency, lang)}</p>
        </div>
        {dish.desc ? <p className="dish-card__desc">{dish.desc}</p> : null}
        <div className="dish-card__foot">
          {dish.category ? <p className="dish-card__category">{dish.category}</p> : <span />}
          <Icon name="arrow-right" size={18} className="dish-card__arrow" />
        </div>
        {credit ? <p className="dish-card__credit photo-credit" title={credit}>{credit}</p> : null}
      </div>
    </article>
  );
}

export interface HighlightsCarouselProps {
  dishes: readonly HighlightCard[];
  /** Plays on its own, as on the home page; a preview may hold still. */
  autoplay?: boolean;
  className?: string;
}

export function HighlightsCarousel({ dishes, autoplay = true, className }: HighlightsCarouselProps) {
  const t = useT();
  return (
    <Carousel
      items={dishes}
      getKey={(dish) => dish.id}
      renderSlide={(dish) => <DishCard dish={dish} />}
      label={t('home.highlightsLabel')}
      slideLabel={(index, total, dish) => t('home.highlightSlide', { number: index + 1, total, name: dish.name })}
      autoplayNoun={t('home.highlightsNoun')}
      autoplayDelay={autoplay ? HIGHLIGHTS_AUTOPLAY_MS : undefined}
      loop
      className={className ? `highlights-carousel ${className}` : 'highlights-carousel'}
    />
  );
}
