// Reservations: the booking provider (new tab), opening hours and the house policies from the bar's settings.
import { HoursList } from '../../components/hours-list';
import { OpenStatus } from '../../components/open-status';
import { SpecialDatesNotice } from '../../components/special-dates-notice';
import { Icon, type IconName } from '../../components/ui/icon';
import { ExternalLink } from '../../components/ui/links';
import { creditLineFor, requirePhoto, responsiveImage } from '../../lib/photos';
import { BookTableLink } from '../../components/book-table-link';
import { useBarSettings } from '../../lib/bar-settings';
import { PageBand } from '../../components/ui/page-band';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import './reservations-page.css';

const WALK_IN_PHOTO = '/images/gallery/drinks/cocktail-warm-bar.jpg';

/** An icon that fits what a policy is about; the policies themselves live in the site config. */
function policyIcon(policy: string): IconName {
  if (/minute|late|hold/i.test(policy)) return 'clock';
  if (/part(y|ies)|guests|group/i.test(policy)) return 'users';
  return 'note';
}

function WalkInCard() {
  const photo = requirePhoto(WALK_IN_PHOTO);
  const image = responsiveImage(photo.src);
  const credit = creditLineFor(photo.src);
  return (
    <figure className="res-walkin on-dark">
      <picture>
        {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes="(min-width: 1024px) 380px, 100vw" /> : null}
        <img src={image.src} alt={photo.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      </picture>
      <figcaption className="res-walkin__caption">
        <span className="res-walkin__title">No booking? Come anyway.</span>
        <span className="res-walkin__text">The bar seats are kept for walk-ins every night we are open.</span>
        {credit ? <span className="res-walkin__credit photo-credit">{credit}</span> : null}
      </figcaption>
    </figure>
  );
}

export function ReservationsPage() {
  const bar = useBarSettings();
  const { street, locality, region, postalCode } = bar.address;
  const provider = bar.bookingProvider;
  return (
    <>
      <PageBand
        eyebrow="Reservations"
        title="Book a table"
        lede="Reserve online in a minute, or call us for a bigger party. A few seats at the bar are always kept for walk-ins."
        photo={PAGE_BAND_PHOTOS.reservations}
        focus="50% 50%"
      />

      <section className="section reservations" aria-label="Booking">
        <div className="container reservations__grid">
          <div className="reservations__main">
            <SpecialDatesNotice />
            <div className="res-card res-card--book">
              <p className="eyebrow">Online booking</p>
              <h2 className="res-card__title">{provider ? `Reserve with ${provider}` : 'Reserve online'}</h2>
              <p className="res-card__text">
                Pick a day, a time and the size of your party. Add a note about the occasion, a high chair or any allergies, and
                we will have everything ready when you arrive.
              </p>
              <BookTableLink className="btn btn--primary btn--lg res-card__cta">{provider ? `Book on ${provider}` : 'Book a table'}</BookTableLink>
              <p className="res-card__small">{provider ? `Booking opens on ${provider} in a new tab.` : 'Booking opens in a new tab.'}</p>
              <div className="res-card__call">
                <Icon name="phone" size={22} />
                <p>
                  Prefer to talk? Call us at{' '}
                  <a href={bar.telHref} className="res-card__phone">
                    {bar.phone}
                  </a>
                </p>
              </div>
            </div>

            <div className="res-card">
              <h2 className="res-card__title">Good to know</h2>
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
                Opening hours
              </h2>
              <p className="res-card__status">
                <OpenStatus />
              </p>
              <HoursList />
              <div className="res-card__where">
                <h3 className="res-card__label">Where to find us</h3>
                <address>
                  {street}
                  <br />
                  {locality}, {region} {postalCode}
                </address>
                <ExternalLink href={bar.map.directionsUrl} className="res-card__link">
                  Get directions
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
