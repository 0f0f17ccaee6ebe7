// The hero: the day's offers as a fading, looping, pausable carousel; one offer stands still; none (or an
// error) shows the bar's own static hero. Only the first slide's title is the page's h1.
import { OFFER_PRIMARY_TO, OFFER_SECONDARY_TO } from '../../../shared/rules/offer-targets';
import type { OffersQuery } from '../../../shared/schemas/offers';
import { useBarSettings } from '../../lib/bar-settings';
import { OpenStatus } from '../../components/open-status';
import { Carousel } from '../../components/ui/carousel';
import { Icon } from '../../components/ui/icon';
import { DestinationLink } from '../../components/ui/links';
import { requirePhoto } from '../../lib/photos';
import { trpc } from '../../lib/trpc';
import { useT } from '../../i18n/use-t';
import { STATIC_HERO_PHOTO } from '../../components/hero-image';
import { HeroPicture, OfferSlide } from '../../components/offer-slide';

export const HERO_AUTOPLAY_MS = 4500;
/** Embla's duration (its own steps, a frame each): how long it takes to settle on a slide after a swipe; the fade guests see is carousel.css's 0.7 s. */
export const HERO_FADE_DURATION = 36;

/** The bar's own hero, from the site config, when there is no offer to show. */
export function StaticHero() {
  const t = useT();
  const photo = requirePhoto(STATIC_HERO_PHOTO);
  const bar = useBarSettings();
  const address = `${bar.address.street}, ${bar.address.locality}`;
  return (
    <div className="hero hero--static">
      <HeroPicture src={photo.src} alt="" load="first" />
      <div className="hero__content">
        <p className="hero__eyebrow">{bar.description}</p>
        <h1 className="hero__title">{bar.tagline}</h1>
        <p className="hero__subtitle">
          <OpenStatus className="hero__status" />
          <span className="hero__address">
            <Icon name="pin" size={18} />
            {address}
          </span>
        </p>
        {/* The bar's own buttons are the ones an offer gets when staff leave its buttons empty (their words in the
            page's language: the English catalog's are the defaults' own). */}
        <div className="hero__ctas">
          <DestinationLink href={OFFER_PRIMARY_TO} className="btn btn--primary btn--lg">
            {t('home.heroMenu')}
          </DestinationLink>
          <DestinationLink href={OFFER_SECONDARY_TO} className="btn btn--ghost btn--lg">
            {t('home.heroBook')}
          </DestinationLink>
        </div>
      </div>
    </div>
  );
}

export function HeroSection({ input }: { input: OffersQuery }) {
  const t = useT();
  // A failure shows the static hero without a message.
  const offers = trpc.offers.active.useQuery(input, { retry: false });

  if (offers.isPending) {
    return (
      <div className="hero-frame">
        <div className="hero hero--loading" aria-busy="true">
          <span className="visually-hidden">{t('home.offersLoading')}</span>
        </div>
      </div>
    );
  }

  const slides = offers.data ?? [];
  return (
    <div className="hero-frame">
      {slides.length === 0 ? (
        <StaticHero />
      ) : (
        <Carousel
          items={slides}
          getKey={(offer) => offer.id}
          renderSlide={(offer, index, live) => <OfferSlide offer={offer} index={index} live={live} />}
          label={t('home.offersLabel')}
          slideLabel={(index, total) => t('home.offerSlide', { number: index + 1, total })}
          dotLabel={(index, total) => t('home.offerDot', { number: index + 1, total })}
          autoplayNoun={t('home.offersNoun')}
          autoplayDelay={HERO_AUTOPLAY_MS}
          fade
          duration={HERO_FADE_DURATION}
          loop
          className="hero-carousel carousel--on-dark"
        />
      )}
    </div>
  );
}
