// Credits of every photo on the site (the footer links here): author, licence and source, as the licences ask.
import { altFromFileName } from '../../../shared/rules/gallery';
import { ExternalLink } from '../../components/ui/links';
import { allPhotos, licenceOf } from '../../lib/photos';

export const PHOTO_CREDITS_ID = 'photo-credits';

export function PhotoCredits() {
  return (
    <section className="section photo-credits" id={PHOTO_CREDITS_ID} aria-labelledby="photo-credits-title">
      <div className="container">
        <h2 id="photo-credits-title" className="photo-credits__title">
          Photo credits
        </h2>
        <p className="photo-credits__intro">
          Every photograph on this site is a real photo, used under the licence named beside it and resized/re-encoded for the
          web. Thank you to the photographers who share their work.
        </p>
        <ul className="photo-credits__list">
          {allPhotos().map((photo) => {
            const licence = licenceOf(photo.credit);
            return (
              <li key={photo.src} className="photo-credits__item">
                <span className="photo-credits__what">{altFromFileName(photo.src)}</span>
                <span className="photo-credits__credit">
                  {photo.credit ?? 'Credit not recorded'}
                  {licence ? (
                    <>
                      {' · '}
                      <ExternalLink href={licence.url} className="photo-credits__licence" icon={false}>
                        {licence.name}
                        <span className="visually-hidden"> licence</span>
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
