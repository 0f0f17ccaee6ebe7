// A dish's photo at thumbnail size (the placeholder when it has none or it fails to load). Decorative: the name is text.
import { FallbackImage, IMAGE_FALLBACK_SRC } from '../../components/ui/fallback-image';
import { responsiveImage } from '../../lib/photos';

export function DishThumb({ src, className, sizes }: { src: string | null; className: string; sizes: string }) {
  if (!src) return <img className={className} src={IMAGE_FALLBACK_SRC} alt="" width={400} height={300} loading="lazy" decoding="async" />;
  const image = responsiveImage(src);
  return <FallbackImage className={className} src={image.src} alt="" width={image.width} height={image.height} webpSrcSet={image.webpSrcSet ?? undefined} sizes={sizes} />;
}
