// Credits of every photo on the site (the footer links here): author, licence and source, as the licences ask.
import { creditInLanguage, licenceOf, photoTitle } from '../../../shared/rules/photo-credit';
import { ExternalLink } from '../../components/ui/links';
import { allPhotos } from '../../lib/photos';
import { useLang, useT } from '../../i18n/use-t';

export const PHOTO_CREDITS_ID = 'photo-credits';

export function PhotoCredits() {
  const t = useT();
  const lang = useLang();
  return (
    <section className="section photo-credits" id={PHOTO_CREDITS_ID} aria-labelledby="photo-credits-title">
      <div className="container">
        <h2 id="photo-credits-title" className="photo-credits__title">
          {t('about.creditsTitle')}
        </h2>
        <p className="photo-credits__intro">{t('about.creditsIntro')}</p>
        <ul className="photo-credits__list">
          {allPhotos().map((photo) => {
            const licence = licenceOf(photo.credit, lang);
            return (
              <li key={photo.src} className="photo-credits__item">
                <span className="photo-credits__what">{photoTitle(photo.src, lang)}</span>
                <span className="photo-credits__credit">
                  {creditInLanguage(photo.src, photo.credit, lang) ?? t('about.creditMissing')}
                  {licence ? (
                    <>
                      {' · '}
                      <ExternalLink href={licence.url} className="photo-credits__licence" icon={false}>
                        {licence.name}
                        <span className="visually-hidden"> {t('about.licence')}</span>
                      </ExternalLink>
                    </>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
