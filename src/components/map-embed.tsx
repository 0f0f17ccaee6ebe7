// The map of the bar, as a facade: the third-party iframe loads only when it comes near the viewport
// (or on request), so it never weighs on the first paint.
import { useEffect, useRef, useState } from 'react';
import { useBarSettings } from '../lib/bar-settings';
import { Icon } from './ui/icon';
import { useT } from '../i18n/use-t';
import './map-embed.css';

export function MapEmbed({ className }: { className?: string }) {
  const t = useT();
  const bar = useBarSettings();
  const box = useRef<HTMLDivElement>(null);
  // Starts as the facade on the server and in the browser alike, so server-rendered pages hydrate as they are.
  const [load, setLoad] = useState(false);

  useEffect(() => {
    const element = box.current;
    // Without IntersectionObserver (older than any browser the build targets) the facade's button still works.
    if (load || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoad(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  const { street, locality, region, postalCode } = bar.address;
  return (
    <div ref={box} className={className ? `map-embed ${className}` : 'map-embed'}>
      {load ? (
        <iframe
          className="map-embed__frame"
          src={bar.map.embedUrl}
          title={t('map.title', { place: `${bar.name}, ${street}, ${locality}, ${region}` })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <div className="map-embed__facade">
          <span className="map-embed__pin">
            <Icon name="pin" size={28} />
          </span>
          <p className="map-embed__address">
            {street}
            <br />
            {locality}, {region} {postalCode}
          </p>
          <button type="button" className="btn btn--outline btn--sm" onClick={() => setLoad(true)}>
            {t('map.show')}
          </button>
        </div>
      )}
    </div>
  );
}
