// A photo in the story, with its credit line as the caption when the licence asks for one. Its alt text is the page's
// (in the page's language), the photo being fixed here.
import { creditLineFor, requirePhoto, responsiveImage } from '../../lib/photos';
import { useLang } from '../../i18n/use-t';

export function StoryPhoto({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const photo = requirePhoto(src);
  const image = responsiveImage(photo.src);
  const credit = creditLineFor(photo.src, useLang());
  return (
    <figure className={className}>
      <picture>
        {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes="(min-width: 900px) 480px, 100vw" /> : null}
        <img src={image.src} alt={alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      </picture>
      {credit ? <figcaption className="photo-credit">{credit}</figcaption> : null}
    </figure>
  );
}
