// Reserve, find us, opening hours (today emphasised) and the map.
import { HoursList } from '../../components/hours-list';
import { SpecialHoursList } from '../../components/special-hours-list';
import { MapEmbed } from '../../components/map-embed';
import { OpenStatus } from '../../components/open-status';
import { Icon } from '../../components/ui/icon';
import { ExternalLink } from '../../components/ui/links';
import { BookTableLink } from '../../components/book-table-link';
import { useBarSettings } from '../../lib/bar-settings';
import { useT } from '../../i18n/use-t';
import './visit-section.css';

export function VisitSection() {
  const t = useT();
  const bar = useBarSettings();
  const { street, locality, region, postalCode } = bar.address;
  return (
    <section className="section section--cream-2 visit" aria-labelledby="visit-title">
      <div className="container visit__grid">
        <div className="visit__card">
          <p className="eyebrow">{t('home.visitEyebrow')}</p>
          <h2 id="visit-title" className="visit__title">
            {t('home.visitTitle')}
          </h2>
          <p className="visit__lede">{t('home.visitLede')}</p>

          <div className="visit__facts">
            <div className="visit__fact">
              <Icon name="pin" size={22} className="visit__icon" />
              <div>
                <h3 className="visit__label">{t('page.address')}</h3>
                <address>
                  {street}, {locality}, {region} {postalCode}
                </address>
                <ExternalLink href={bar.map.directionsUrl} className="visit__link">
                  {t('page.directions')}
                </ExternalLink>
              </div>
            </div>
            <div className="visit__fact">
              <Icon name="phone" size={22} className="visit__icon" />
              <div>
                <h3 className="visit__label">{t('page.phone')}</h3>
                <a className="visit__link" href={bar.telHref}>
                  {bar.phone}
                </a>
              </div>
            </div>
            <div className="visit__fact visit__fact--hours">
              <Icon name="clock" size={22} className="visit__icon" />
              <div className="visit__hours">
                <h3 className="visit__label">{t('page.openingHours')}</h3>
                <p className="visit__status">
                  <OpenStatus />
                </p>
                <HoursList />
                <SpecialHoursList />
              </div>
            </div>
          </div>

          <BookTableLink className="btn btn--primary btn--lg visit__book" />
        </div>
        <MapEmbed className="visit__map" />
      </div>
    </section>
  );
}
