// One offer as a slide of the home page's hero: the hero's carousel shows it, and the offer form previews it.
import type { HeroSlide } from '../../shared/schemas/offers';
import { creditLineFor } from '../lib/photos';
import { DestinationLink } from './ui/links';
import { HERO_SIZES, heroImage } from './hero-image';
import { useLang } from '../i18n/use-t';
import './offer-slide.css';

interface HeroPictureProps {
  src: string;
  webp?: string | null;
  alt: string;
  /**
   * `first`: the page's largest paint, loaded at once and first. `next`: a slide not yet shown, loaded now behind
   * everything else. `later`: a slide that cannot be seen yet; the browser's lazy loading decides (the hero's carousel
   * does not lay its photo out until it runs, so it waits for that).
   */
  load: 'first' | 'next' | 'later';
}

export function HeroPicture({ src, webp, alt, load }: HeroPictureProps) {
  const image = heroImage(src, webp);
  const eager = load === 'first';
  return (
    <picture className="hero__media">
      {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes={HERO_SIZES} /> : null}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={load === 'later' ? 'lazy' : 'eager'}
        fetchPriority={eager ? 'high' : load === 'next' ? 'low' : 'auto'}
        decoding={eager ? 'sync' : 'async'}
      />
    </picture>
  );
}

/** `live`: the carousel runs, so a slide after the first can be shown and its photo is fetched now (behind the rest). */
export function OfferSlide({ offer, index, live = false }: { offer: HeroSlide; index: number; live?: boolean }) {
  const Title = index === 0 ? 'h1' : 'h2';
  const credit = creditLineFor(offer.imageUrl, useLang());
  return (
    <div className="hero">
      <HeroPicture src={offer.imageUrl} webp={offer.imageWebp} alt={offer.alt ?? ''} load={index === 0 ? 'first' : live ? 'next' : 'later'} />
      <div className="hero__content">
        {offer.badge ? <p className="hero__badge">{offer.badge}</p> : null}
        <Title className="hero__title">{offer.title}</Title>
        {offer.subtitle ? <p className="hero__subtitle">{offer.subtitle}</p> : null}
        <div className="hero__ctas">
          <DestinationLink href={offer.ctaPrimaryTo} className="btn btn--primary btn--lg">
            {offer.ctaPrimaryLabel}
          </DestinationLink>
          <DestinationLink href={offer.ctaSecondaryTo} className="btn btn--ghost btn--lg">
            {offer.ctaSecondaryLabel}
          </DestinationLink>
        </div>
        {credit ? <p className="hero__credit photo-credit">{credit}</p> : null}
      </div>
    </div>
  );
}

