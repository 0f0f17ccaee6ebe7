// Today's menu highlights: a carousel of dish cards. While loading it says so; on error the section is left out.
import { Link } from '@tanstack/react-router';
import { site } from '../../../shared/config/site';
import { formatPrice } from '../../../shared/rules/price';
import type { HighlightCard, HighlightsQuery } from '../../../shared/schemas/highlights';
import { Carousel } from '../../components/ui/carousel';
import { FallbackImage, IMAGE_FALLBACK_SRC } from '../../components/ui/fallback-image';
import { Icon } from '../../components/ui/icon';
import { creditLineFor, findPhoto, responsiveImage } from '../../lib/photos';
import { trpc } from '../../lib/trpc';
import './highlights.css';

export const HIGHLIGHTS_AUTOPLAY_MS = 3800;
const DISH_IMAGE_SIZES = '(min-width: 992px) 400px, (min-width: 576px) 50vw, 100vw';

function DishImage({ src }: { src: string | null }) {
  if (!src) return <img className="dish-card__img" src={IMAGE_FALLBACK_SRC} alt="" width={800} height={600} loading="lazy" decoding="async" />;
  const image = responsiveImage(src);
  return (
    <FallbackImage
      className="dish-card__img"
      src={image.src}
      alt={findPhoto(src)?.alt ?? ''}
      width={image.width}
      height={image.height}
      webpSrcSet={image.webpSrcSet ?? undefined}
      sizes={DISH_IMAGE_SIZES}
    />
  );
}

function DishCard({ dish }: { dish: HighlightCard }) {
  const credit = creditLineFor(dish.image);
  return (
    <article className="dish-card">
      <div className="dish-card__media">
        <DishImage src={dish.image} />
        {dish.tag ? <p className="dish-card__tag">{dish.tag}</p> : null}
      </div>
      <div className="dish-card__body">
        <div className="dish-card__head">
          <h3 className="dish-card__name">
            <Link to="/menu" hash={dish.categorySlug} className="dish-card__link" title={dish.name}>
              {dish.name}
            </Link>
          </h3>
          <p className="dish-card__price tabular">{formatPrice(dish.price, site.currency)}</p>
        </div>
        {dish.desc ? <p className="dish-card__desc">{dish.desc}</p> : null}
        <div className="dish-card__foot">
          {dish.category ? <p className="dish-card__category">{dish.category}</p> : <span />}
          <Icon name="arrow-right" size={18} className="dish-card__arrow" />
        </div>
        {credit ? <p className="dish-card__credit photo-credit">{credit}</p> : null}
      </div>
    </article>
  );
}

export function HighlightsSection({ input }: { input: HighlightsQuery }) {
  const highlights = trpc.highlights.list.useQuery(input, { retry: false });
  // The home page ignores a failure (and an empty day): no section at all.
  if (highlights.isError || (highlights.isSuccess && highlights.data.length === 0)) return null;

  return (
    <section className="section highlights" aria-labelledby="highlights-title">
      <div className="container">
        <div className="section-head">
          <div>
            <p className="eyebrow">From the kitchen today</p>
            <h2 id="highlights-title" className="section-head__title">
              Today’s highlights
            </h2>
          </div>
          <Link to="/menu" className="text-link">
            See the full menu
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
        {highlights.isPending ? (
          <p className="highlights__loading" role="status">
            Loading highlights…
          </p>
        ) : (
          <Carousel
            items={highlights.data}
            getKey={(dish) => dish.id}
            renderSlide={(dish) => <DishCard dish={dish} />}
            label="Highlighted dishes"
            slideLabel={(index, total, dish) => `${index + 1} of ${total}: ${dish.name}`}
            autoplayNoun="highlights"
            autoplayDelay={HIGHLIGHTS_AUTOPLAY_MS}
            loop
            className="highlights-carousel"
          />
        )}
      </div>
    </section>
  );
}
