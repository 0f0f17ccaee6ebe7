// The room: interior photography and the way to the menu and the wine list.
import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/ui/icon';
import { creditLineFor, requirePhoto, responsiveImage } from '../../lib/photos';
import './cozy-section.css';

const ROOM_PHOTOS = [
  { src: '/images/gallery/interior/tables-menus.jpg', className: 'cozy__photo--main', sizes: '(min-width: 900px) 560px, 100vw' },
  { src: '/images/gallery/interior/pendant-lamps.jpg', className: 'cozy__photo--side', sizes: '(min-width: 900px) 280px, 50vw' },
  { src: '/images/gallery/interior/dining-hall.jpg', className: 'cozy__photo--side', sizes: '(min-width: 900px) 280px, 50vw' },
] as const;

function RoomPhoto({ src, className, sizes }: (typeof ROOM_PHOTOS)[number]) {
  const photo = requirePhoto(src);
  const image = responsiveImage(photo.src);
  const credit = creditLineFor(photo.src);
  return (
    <figure className={`cozy__photo ${className}`}>
      <picture>
        {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} /> : null}
        <img src={image.src} alt={photo.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      </picture>
      {credit ? <figcaption className="photo-credit">{credit}</figcaption> : null}
    </figure>
  );
}

export function CozySection() {
  return (
    <section className="section section--night on-dark cozy" aria-labelledby="cozy-title">
      <div className="container cozy__grid">
        <div className="cozy__text">
          <p className="eyebrow">The room</p>
          <h2 id="cozy-title" className="cozy__title">
            Stay for one more glass
          </h2>
          <p className="cozy__lede">
            Low lamps, dark wood and a long bar lined with bottles from Jerez to the Rías Baixas. Plates arrive when they are
            ready, and nobody will hurry you out.
          </p>
          <p className="cozy__lede">
            Come for a quick vermouth and a few olives, or settle in with friends and let the kitchen keep the small plates coming.
          </p>
          <div className="cozy__ctas">
            <Link to="/{-$lang}/menu" className="btn btn--primary">
              Explore the menu
            </Link>
            <Link to="/{-$lang}/drinks" className="btn btn--ghost">
              Browse drinks &amp; wine
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
