// The one carousel wrapper (Embla): slides, previous/next, dots, and an autoplay that pauses on hover,
// on focus and on demand (WCAG 2.2.2), and never runs under prefers-reduced-motion.
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type Key, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-media-query';
import { useT } from '../../i18n/use-t';
import { Icon } from './icon';
import './carousel.css';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;
type AutoplayPlugin = ReturnType<typeof Autoplay>;

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  /** `live`: Embla runs (until then only what the server laid out in view can be seen). */
  renderSlide: (item: T, index: number, live: boolean) => ReactNode;
  /** Accessible name of the carousel, e.g. "Offers". */
  label: string;
  slideLabel?: (index: number, total: number, item: T) => string;
  dotLabel?: (index: number, total: number) => string;
  /** Milliseconds between slides; no autoplay when omitted. */
  autoplayDelay?: number;
  /** Cross-fade instead of sliding. */
  fade?: boolean;
  /** Embla's duration (its own unit, roughly frames at 60 fps); 25 by default. */
  duration?: number;
  loop?: boolean;
  arrows?: boolean;
  dots?: boolean;
  /** Names what is being paused, e.g. "offers" in "Pause offers" (in the page's language). */
  autoplayNoun?: string;
  className?: string;
  align?: EmblaOptions['align'];
}

function autoplayOf(api: EmblaApi | undefined): AutoplayPlugin | undefined {
  return (api?.plugins() as { autoplay?: AutoplayPlugin } | undefined)?.autoplay;
}

export function Carousel<T>({
  items,
  getKey,
  renderSlide,
  label,
  slideLabel,
  dotLabel,
  autoplayDelay,
  fade = false,
  duration = 25,
  loop = false,
  arrows = true,
  dots = true,
  autoplayNoun,
  className,
  align = 'start',
}: CarouselProps<T>) {
  const t = useT();
  const what = autoplayNoun ?? t('carousel.slideshow');
  const labelOfSlide = slideLabel ?? ((index: number, total: number) => t('carousel.slide', { number: index + 1, total }));
  const labelOfDot = dotLabel ?? ((index: number, total: number) => t('carousel.dot', { number: index + 1, total }));
  const reducedMotion = usePrefersReducedMotion();
  const multiple = items.length > 1;
  const canAutoplay = Boolean(autoplayDelay) && multiple && !reducedMotion;

  const options = useMemo<EmblaOptions>(
    () => ({ active: multiple, loop: loop && multiple, align, duration, containScroll: 'trimSnaps' }),
    [multiple, loop, align, duration],
  );
  const plugins = useMemo(() => {
    const list = [];
    if (canAutoplay) {
      // Pausing is decided here (hover, focus, the pause button), so the plugin's own triggers are off.
      list.push(Autoplay({ delay: autoplayDelay, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }));
    }
    if (fade && multiple) list.push(Fade());
    return list;
  }, [canAutoplay, autoplayDelay, fade, multiple]);

  const [startOn, api] = useEmblaCarousel(options, plugins);
  const viewport = useRef<HTMLDivElement>(null);
  // Embla starts by measuring every slide (a forced layout of the page). Handed its viewport in a task of its own,
  // after React has committed, it never lengthens the commit that attaches React to the server's page (on a phone
  // that commit is the longest task of the start-up). Embla's own ref is a state setter: set during that commit, it
  // re-rendered the carousel and started Embla synchronously, inside it.
  useEffect(() => {
    const timer = setTimeout(() => startOn(viewport.current), 0);
    return () => clearTimeout(timer);
  }, [startOn]);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const shouldPlay = canAutoplay && !userPaused && !hovering && !focusInside;

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  useEffect(() => {
    const autoplay = autoplayOf(api);
    if (!api || !autoplay) return;
    // With every slide in view there is nothing to play (Embla has one snap), and the plugin, which then never set
    // itself up, would throw on play().
    const apply = () => (shouldPlay && api.scrollSnapList().length > 1 ? autoplay.play() : autoplay.stop());
    apply();
    // The plugin restarts itself after a drag; this keeps a paused carousel paused.
    api.on('pointerUp', apply).on('reInit', apply);
    return () => {
      api.off('pointerUp', apply).off('reInit', apply);
    };
  }, [api, shouldPlay]);

  const go = useCallback(
    (move: (api: EmblaApi, jump: boolean) => void) => {
      if (!api) return;
      move(api, reducedMotion);
      autoplayOf(api)?.reset();
    },
    [api, reducedMotion],
  );

  const onFocus = () => setFocusInside(true);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  // `carousel--live` once Embla runs: until then only what the server laid out in view can be seen (a use may keep
  // the rest from loading: the hero's other photos).
  const classes = ['carousel', fade ? 'carousel--fade' : '', multiple ? 'carousel--multiple' : 'carousel--single', api ? 'carousel--live' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const showDots = dots && multiple && snapCount > 1;
  const showArrows = arrows && multiple && snapCount > 1;
  // Before Embla has measured (snapCount 0) the toggle is there, as the server rendered it; it goes when every slide
  // turns out to be in view.
  const showToggle = canAutoplay && snapCount !== 1;

  return (
    <section className={classes} aria-roledescription="carousel" aria-label={label}>
      {showDots || showArrows || showToggle ? (
        <div className="carousel__controls">
          {showToggle ? (
            <button
              type="button"
              className="carousel__button carousel__toggle"
              aria-label={userPaused ? t('carousel.play', { what }) : t('carousel.pause', { what })}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              <Icon name={userPaused ? 'play' : 'pause'} size={18} />
            </button>
          ) : null}
          {showArrows ? (
            <button
              type="button"
              className="carousel__button carousel__prev"
              aria-label={t('carousel.previous')}
              disabled={!canPrev}
              onClick={() => go((embla, jump) => embla.scrollPrev(jump))}
            >
              <Icon name="chevron-left" />
            </button>
          ) : null}
          {showDots ? (
            <div className="carousel__dots">
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className="carousel__dot"
                  aria-label={labelOfDot(index, snapCount)}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => go((embla, jump) => embla.scrollTo(index, jump))}
                >
                  <span className="carousel__dot-mark" />
                </button>
              ))}
            </div>
          ) : null}
          {showArrows ? (
            <button
              type="button"
              className="carousel__button carousel__next"
              aria-label={t('carousel.next')}
              disabled={!canNext}
              onClick={() => go((embla, jump) => embla.scrollNext(jump))}
            >
              <Icon name="chevron-right" />
            </button>
          ) : null}
        </div>
      ) : null}
      <div
        className="carousel__viewport"
        ref={viewport}
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <div className="carousel__container" aria-live={shouldPlay ? 'off' : 'polite'}>
          {items.map((item, index) => (
            <div
              key={getKey(item, index)}
              className={fade && index === selected ? 'carousel__slide is-selected' : 'carousel__slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={labelOfSlide(index, items.length, item)}
            >
              {renderSlide(item, index, api !== undefined)}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
