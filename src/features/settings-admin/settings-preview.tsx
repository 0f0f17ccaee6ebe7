// What guests will see, as the owner types: the footer's "visit us" column and the contact page's card, in the
// site's colours. Text only, as the site shows it (never markup); the phone's link as the site writes it.
import { telHref } from '../../../shared/rules/phone';
import type { SettingsValues } from './settings-values';

export function SettingsPreview({ values }: { values: SettingsValues }) {
  const cityLine = `${values.locality}, ${values.region} ${values.postalCode}`.trim();
  const tel = telHref(values.phone, values.country.trim().toUpperCase());
  const networks = values.socials.map((social) => social.network.trim()).filter(Boolean);
  return (
    <div className="settings-preview">
      <p className="settings-preview__label">Footer</p>
      <div className="settings-preview__footer">
        <p className="settings-preview__name">{values.name || 'Name'}</p>
        <p className="settings-preview__tagline">{values.tagline}</p>
        <p className="settings-preview__heading">Visit us</p>
        <p className="settings-preview__address">
          {values.street}
          <br />
          {cityLine}
        </p>
        <p className="settings-preview__link">Get directions</p>
        <p className="settings-preview__link" title={tel}>
          {values.phone}
        </p>
        <p className="settings-preview__link">{values.email}</p>
        {networks.length ? <p className="settings-preview__socials">{networks.join(' · ')}</p> : null}
      </div>

      <p className="settings-preview__label">Contact page</p>
      <div className="settings-preview__card">
        <p className="settings-preview__card-title">Find us</p>
        <dl>
          <dt>Address</dt>
          <dd>
            {values.street}
            <br />
            {cityLine}
          </dd>
          <dt>Phone</dt>
          <dd>{values.phone}</dd>
          <dt>E-mail</dt>
          <dd>{values.email}</dd>
        </dl>
      </div>

      {values.announcementOn && values.announcementText.trim() ? (
        <>
          <p className="settings-preview__label">Announcement</p>
          <p className="settings-preview__banner">{values.announcementText}</p>
        </>
      ) : null}
    </div>
  );
}
