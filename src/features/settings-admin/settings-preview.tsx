// What guests will see, as the owner types: the footer's "visit us" column and the contact page's card, in the
// site's colours. Text only, as the site shows it (never markup); the phone's link as the site writes it. The texts
// typed are the English the site shows; the site's own words ("Visit us", "Find us") read in the admin's language.
import { telHref } from '../../../shared/rules/phone';
import { useAdminT } from '../../i18n/admin-language';
import type { SettingsValues } from './settings-values';

export function SettingsPreview({ values }: { values: SettingsValues }) {
  const t = useAdminT();
  const cityLine = `${values.locality}, ${values.region} ${values.postalCode}`.trim();
  const tel = telHref(values.phone, values.country.trim().toUpperCase());
  const networks = values.socials.map((social) => social.network.trim()).filter(Boolean);
  return (
    <div className="settings-preview">
      <p className="settings-preview__label">{t('settings.preview.footer')}</p>
      <div className="settings-preview__footer">
        <p className="settings-preview__name">{values.name || t('settings.preview.name')}</p>
        <p className="settings-preview__tagline">{values.tagline}</p>
        <p className="settings-preview__heading">{t('settings.preview.visitUs')}</p>
        <p className="settings-preview__address">
          {values.street}
          <br />
          {cityLine}
        </p>
        <p className="settings-preview__link">{t('settings.preview.directions')}</p>
        <p className="settings-preview__link" title={tel}>
          {values.phone}
        </p>
        <p className="settings-preview__link">{values.email}</p>
        {networks.length ? <p className="settings-preview__socials">{networks.join(' · ')}</p> : null}
      </div>

      <p className="settings-preview__label">{t('settings.preview.contactPage')}</p>
      <div className="settings-preview__card">
        <p className="settings-preview__card-title">{t('settings.preview.findUs')}</p>
        <dl>
          <dt>{t('settings.preview.address')}</dt>
          <dd>
            {values.street}
            <br />
            {cityLine}
          </dd>
          <dt>{t('settings.preview.phone')}</dt>
          <dd>{values.phone}</dd>
          <dt>{t('settings.preview.email')}</dt>
          <dd>{values.email}</dd>
        </dl>
      </div>

      {values.announcementOn && values.announcementText.trim() ? (
        <>
          <p className="settings-preview__label">{t('settings.preview.announcement')}</p>
          <p className="settings-preview__banner">{values.announcementText}</p>
        </>
      ) : null}
    </div>
  );
}
