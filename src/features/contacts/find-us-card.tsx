// The "find us" card beside the contact form: address and directions, phone, e-mail and opening hours.
import { Link } from '@tanstack/react-router';
import { HoursList } from '../../components/hours-list';
import { SpecialHoursList } from '../../components/special-hours-list';
import { Icon } from '../../components/ui/icon';
import { ExternalLink } from '../../components/ui/links';
import { useBarSettings } from '../../lib/bar-settings';
import { useT } from '../../i18n/use-t';
import './find-us-card.css';

export function FindUsCard() {
  const t = useT();
  const { address, phone, email, map, telHref } = useBarSettings();
  return (
    <section className="find-us on-dark" aria-labelledby="find-us-title">
      <h2 className="find-us__title" id="find-us-title">
        {t('contact.findUs')}
      </h2>
      <ul className="find-us__list">
        <li className="find-us__item">
          <Icon name="pin" size={22} className="find-us__icon" />
          <div>
            <p className="find-us__label">{t('page.address')}</p>
            <address>
              {address.street}
              <br />
              {address.locality}, {address.region} {address.postalCode}
            </address>
            <ExternalLink href={map.directionsUrl} className="find-us__link">
              {t('page.directions')}
            </ExternalLink>
          </div>
        </li>
        <li className="find-us__item">
          <Icon name="phone" size={22} className="find-us__icon" />
          <div>
            <p className="find-us__label">{t('page.phone')}</p>
            <a className="find-us__link" href={telHref}>
              {phone}
            </a>
          </div>
        </li>
        <li className="find-us__item">
          <Icon name="mail" size={22} className="find-us__icon" />
          <div>
            <p className="find-us__label">{t('page.email')}</p>
            <a className="find-us__link" href={`mailto:${email}`}>
              {email}
            </a>
          </div>
        </li>
        <li className="find-us__item">
          <Icon name="clock" size={22} className="find-us__icon" />
          <div className="find-us__hours">
            <p className="find-us__label">{t('page.openingHours')}</p>
            <HoursList />
            <SpecialHoursList />
          </div>
        </li>
      </ul>
      <Link to="/{-$lang}/reservations" className="btn btn--ghost btn--block find-us__book">
        {t('header.book')}
      </Link>
    </section>
  );
}
