// Footer: socials, quick links, address, phone, e-mail, hours, developer credit and the photo credits.
import { Link } from '@tanstack/react-router';
import { site } from '../../../shared/config/site';
import { useBarSettings } from '../../lib/bar-settings';
import { HoursList } from '../../components/hours-list';
import { OpenStatus } from '../../components/open-status';
import { Icon, type IconName } from '../../components/ui/icon';
import { ExternalLink } from '../../components/ui/links';
import { useBarHours } from '../../lib/bar-hours';
import { OliveMark } from '../../components/brand';
import { useT } from '../../i18n/use-t';
import { footerQuickLinks, pageRoute } from './nav-items';
import './site-footer.css';

const socialIcons: Record<string, IconName> = { instagram: 'instagram', facebook: 'facebook' };

export function SiteFooter() {
  const t = useT();
  const bar = useBarSettings();
  const { address } = bar;
  // The bar's year, from the hours answer the page already has (the server's today, never the device's).
  const year = useBarHours()?.today.date.slice(0, 4);
  return (
    <footer className="site-footer on-dark">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">
            <OliveMark size={32} />
            {bar.name}
          </p>
          <p className="site-footer__tagline">{bar.tagline}</p>
          {/* A list takes its name from a heading (HTML allows no aria-label on a plain <ul>). */}
          <h2 id="footer-socials" className="visually-hidden">
            {t('footer.socials')}
          </h2>
          <ul className="site-footer__socials" aria-labelledby="footer-socials">
            {bar.socials.map((social) => (
              <li key={social.url}>
                <a className="site-footer__social" href={social.url} target="_blank" rel="noopener noreferrer" aria-label={`${social.network} ${t('link.newTab')}`}>
                  <Icon name={socialIcons[social.network.toLowerCase()] ?? 'external'} size={22} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <section className="site-footer__col" aria-labelledby="footer-visit">
          <h2 id="footer-visit" className="site-footer__heading">
            {t('footer.visit')}
          </h2>
          <address className="site-footer__address">
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
          </address>
          <ExternalLink href={bar.map.directionsUrl} className="site-footer__link">
            {t('footer.directions')}
          </ExternalLink>
          <a className="site-footer__link" href={bar.telHref}>
            <Icon name="phone" size={18} />
            {bar.phone}
          </a>
          <a className="site-footer__link" href={`mailto:${bar.email}`}>
            <Icon name="mail" size={18} />
            {bar.email}
          </a>
        </section>

        <section className="site-footer__col" aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__heading">
            {t('footer.hours')}
          </h2>
          <p className="site-footer__status">
            <OpenStatus />
          </p>
          <HoursList className="site-footer__hours" />
        </section>

        <nav className="site-footer__col" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            {t('footer.explore')}
          </h2>
          <ul className="site-footer__links">
            {footerQuickLinks.map((item) => (
              <li key={item.page}>
                <Link to={pageRoute(item.page)} className="site-footer__link">
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="site-footer__bottom">
        <p>
          {/* The bar's year, as the server says (a device's clock would disagree with the server's page on New Year's Eve). */}
          © {[year, bar.name].filter(Boolean).join(' ')}
        </p>
        <p className="site-footer__meta">
          <Link to="/{-$lang}/about" hash="photo-credits" className="site-footer__small-link">
            {t('footer.photoCredits')}
          </Link>
          {site.developerCredit.url ? (
            <ExternalLink href={site.developerCredit.url} className="site-footer__small-link" icon={false}>
              {t('footer.developerCredit', { name: site.developerCredit.name })}
            </ExternalLink>
          ) : (
            <span className="site-footer__credit">{t('footer.developerCredit', { name: site.developerCredit.name })}</span>
          )}
        </p>
      </div>
    </footer>
  );
}
