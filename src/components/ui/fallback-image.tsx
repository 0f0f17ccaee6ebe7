// An image that loads lazily, keeps its box (width/height) and falls back to the placeholder when it fails,
// also when it failed before React was attached to the server's markup (its onError then never runs).
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export const IMAGE_FALLBACK_SRC = '/images/placeholder.jpg';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError' | 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** WebP candidates, offered through <picture> ahead of `src`. */
  webpSrcSet?: string;
  sizes?: string;
  /** WebP candidates for screens that match `media` only (e.g. a phone's crop of the photo), ahead of the others. */
  narrow?: { media: string; srcSet: string };
}

export function FallbackImage({ src, alt, width, height, webpSrcSet, sizes, narrow, loading = 'lazy', decoding = 'async', ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const element = useRef<HTMLImageElement>(null);

  // Loaded and broken; a lazy image not yet fetched is not complete. The first render matches the server's.
  useEffect(() => {
    const image = element.current;
    if (image && !failed && image.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src, failed]);

  const img = (
    <img
      {...rest}
      ref={element}
      src={failed ? IMAGE_FALLBACK_SRC : src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
    />
  );
  // `sizes` goes on the <source> elements only: the <img> has one candidate (no srcset), and HTML forbids `sizes` there.
  if (failed || !webpSrcSet) return img;
  return (
    <picture>
      {narrow ? <source type="image/webp" media={narrow.media} srcSet={narrow.srcSet} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
