// One offer as a slide of the home page's hero: the hero's carousel shows it, and the offer form previews it.
import type { HeroSlide } from '../../shared/schemas/offers';
import { creditLineFor } from '../lib/photos';
import { DestinationLink } from './ui/links';
import { HERO_SIZES, heroImage } from './hero-image';
import './offer-slide.css';

interface HeroPictureProps {
  src: string;
  webp?: string | null;
  alt: string;
  eager: boolean;
}

export function HeroPicture({ src, webp, alt, eager }: HeroPictureProps) {
  const image = heroImage(src, webp);
  return (
    <picture className="hero__media">
      {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes={HERO_SIZES} /> : null}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding={eager ? 'sync' : 'async'}
      />
    </picture>
  );
}

export function OfferSlide({ offer, index }: { offer: HeroSlide; index: number }) {
  const Title = index === 0 ? 'h1' : 'h2';
  const credit = creditLineFor(offer.imageUrl);
  return (
    <div className="hero">
      <HeroPicture src={offer.imageUrl} webp={offer.imageWebp} alt={offer.alt ?? ''} eager={index === 0} />
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

