// The room: interior photography and the way to the menu and the wine list.
import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/ui/icon';
import { creditLineFor, requirePhoto, responsiveImage } from '../../lib/photos';
import { useLang, useT } from '../../i18n/use-t';
import './cozy-section.css';

const ROOM_PHOTOS = [
  // The photos are fixed here, so their alt texts are the page's words (the manifest's English ones, translated).
  { src: '/images/gallery/interior/tables-menus.jpg', alt: 'home.photoTables', className: 'cozy__photo--main', sizes: '(min-width: 900px) 560px, 100vw' },
  { src: '/images/gallery/interior/pendant-lamps.jpg', alt: 'home.photoLamps', className: 'cozy__photo--side', sizes: '(min-width: 900px) 280px, 50vw' },
  { src: '/images/gallery/interior/dining-hall.jpg', alt: 'home.photoHall', className: 'cozy__photo--side', sizes: '(min-width: 900px) 280px, 50vw' },
] as const;

function RoomPhoto({ src, alt, className, sizes }: (typeof ROOM_PHOTOS)[number]) {
  const t = useT();
  const photo = requirePhoto(src);
  const image = responsiveImage(photo.src);
  const credit = creditLineFor(photo.src, useLang());
  return (
    <figure className={`cozy__photo ${className}`}>
      <picture>
        {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} /> : null}
        <img src={image.src} alt={t(alt)} width={image.width} height={image.height} loading="lazy" decoding="async" />
      </picture>
      {credit ? <figcaption className="photo-credit">{credit}</figcaption> : null}
    </figure>
  );
}

export function CozySection() {
  const t = useT();
  return (
    <section className="section section--night on-dark cozy" aria-labelledby="cozy-title">
      <div className="container cozy__grid">
        <div className="cozy__text">
          <p className="eyebrow">{t('home.cozyEyebrow')}</p>
          <h2 id="cozy-title" className="cozy__title">
            {t('home.cozyTitle')}
          </h2>
          <p className="cozy__lede">{t('home.cozyLede')}</p>
          <p className="cozy__lede">{t('home.cozyLede2')}</p>
          <div className="cozy__ctas">
            <Link to="/{-$lang}/menu" className="btn btn--primary">
              {t('home.exploreMenu')}
            </Link>
            <Link to="/{-$lang}/drinks" className="btn btn--ghost">
              {t('page.browseDrinks')}
              <Icon name="arrow-right" size={18} />
            </Link>
          </div>
        </div>
        <div className="cozy__mosaic">
          {ROOM_PHOTOS.map((photo) => (
            <RoomPhoto key={photo.src} {...photo} />
          ))}
        </div>
      </div>
    </section>
  );
}
