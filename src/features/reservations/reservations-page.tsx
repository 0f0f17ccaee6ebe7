// Reservations: the booking provider (new tab), opening hours and the house policies from the bar's settings.
import { HoursList } from '../../components/hours-list';
import { SpecialHoursList } from '../../components/special-hours-list';
import { OpenStatus } from '../../components/open-status';
import { SpecialDatesNotice } from '../../components/special-dates-notice';
import { Icon, type IconName } from '../../components/ui/icon';
import { ExternalLink } from '../../components/ui/links';
import { creditLineFor, requirePhoto, responsiveImage } from '../../lib/photos';
import { BookTableLink } from '../../components/book-table-link';
import { useBarSettings } from '../../lib/bar-settings';
import { PageBand } from '../../components/ui/page-band';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { useLang, useT } from '../../i18n/use-t';
import './reservations-page.css';

const WALK_IN_PHOTO = '/images/gallery/drinks/cocktail-warm-bar.jpg';

/** An icon that fits what a policy is about (in English or Spanish); the policies themselves live in the settings. */
function policyIcon(policy: string): IconName {
  if (/minute|minuto|late|tarde|retras|hold/i.test(policy)) return 'clock';
  if (/part(y|ies)|guests|group|grupo|personas|comensales/i.test(policy)) return 'users';
  return 'note';
}

function WalkInCard() {
  const t = useT();
  const photo = requirePhoto(WALK_IN_PHOTO);
  const image = responsiveImage(photo.src);
  const credit = creditLineFor(photo.src, useLang());
  return (
    <figure className="res-walkin on-dark">
      <picture>
        {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes="(min-width: 1024px) 380px, 100vw" /> : null}
        <img src={image.src} alt={t('reservations.photoWalkIn')} width={image.width} height={image.height} loading="lazy" decoding="async" />
      </picture>
      <figcaption className="res-walkin__caption">
        <span className="res-walkin__title">{t('reservations.walkInTitle')}</span>
        <span className="res-walkin__text">{t('reservations.walkInText')}</span>
        {credit ? <span className="res-walkin__credit photo-credit">{credit}</span> : null}
      </figcaption>
    </figure>
  );
}

export function ReservationsPage() {
  const t = useT();
  const bar = useBarSettings();
  const { street, locality, region, postalCode } = bar.address;
  const provider = bar.bookingProvider;
  return (
    <>
      <PageBand
        eyebrow={t('reservations.eyebrow')}
        title={t('reservations.heading')}
        lede={t('reservations.lede')}
        photo={PAGE_BAND_PHOTOS.reservations}
        focus="50% 50%"
      />

      <section className="section reservations" aria-label={t('reservations.label')}>
        <div className="container reservations__grid">
          <div className="reservations__main">
            <SpecialDatesNotice />
            <div className="res-card res-card--book">
              <p className="eyebrow">{t('reservations.onlineEyebrow')}</p>
              <h2 className="res-card__title">{provider ? t('reservations.reserveWith', { provider }) : t('reservations.reserveOnline')}</h2>
              <p className="res-card__text">{t('reservations.howTo')}</p>
              <BookTableLink className="btn btn--primary btn--lg res-card__cta">{provider ? t('reservations.bookOn', { provider }) : t('header.book')}</BookTableLink>
              <p className="res-card__small">{provider ? t('reservations.opensOn', { provider }) : t('reservations.opens')}</p>
              <div className="res-card__call">
                <Icon name="phone" size={22} />
                <p>
                  {t('reservations.call')}{' '}
                  <a href={bar.telHref} className="res-card__phone">
                    {bar.phone}
                  </a>
                </p>
              </div>
            </div>

            <div className="res-card">
              <h2 className="res-card__title">{t('reservations.goodToKnow')}</h2>
              <ul className="res-policies">
                {bar.policies.map((policy, index) => (
                  <li key={index} className="res-policies__item">
                    <span className="res-policies__mark">
                      <Icon name={policyIcon(policy)} size={18} />
                    </span>
                    {policy}
                  </li>
                ))}
              </ul>
            </div>
          </div>

          <div className="reservations__side">
            <section className="res-card res-card--aside" aria-labelledby="res-hours-title">
              <h2 id="res-hours-title" className="res-card__title">
                {t('page.openingHours')}
              </h2>
              <p className="res-card__status">
                <OpenStatus />
              </p>
              <HoursList />
              <SpecialHoursList />
              <div className="res-card__where">
                <h3 className="res-card__label">{t('reservations.where')}</h3>
                <address>
                  {street}
                  <br />
                  {locality}, {region} {postalCode}
                </address>
                <ExternalLink href={bar.map.directionsUrl} className="res-card__link">
                  {t('page.directions')}
                </ExternalLink>
              </div>
            </section>
            <WalkInCard />
          </div>
        </div>
      </section>
    </>
  );
}
