import { PUBLIC_LABELS } from '@visadesk/contract/plain';
import { type FocusEvent, type TouchEvent, useEffect, useRef, useState } from 'react';
import { type Slide, useSlides } from '../site-data';
import { CarouselControls } from './carousel-controls';
import { isRotating, SLIDE_INTERVAL_MS, swipeDirection, wrapIndex } from './carousel-logic';
import { readMotionPreferences } from './hero-motion';
import { SLIDER_INTRO } from './landing-content';
import { SectionIntro } from './section-intro';

const L = PUBLIC_LABELS.landing;

/** The image carousel of the published sliders. */
export function SliderSection() {
  const slides = useSlides();
  return (
    <section className="landing-section section-dark" aria-labelledby="slider-title">
      <div className="container">
        <SectionIntro intro={SLIDER_INTRO} id="slider-title" />
        {slides === undefined ? (
          <div className="carousel-frame carousel-placeholder" role="status">
            <span className="visually-hidden">{L.slidesLoading}</span>
          </div>
        ) : slides && slides.length > 0 ? (
          <Carousel slides={slides} />
        ) : (
          <p className="carousel-empty">{L.noSliders}</p>
        )}
      </div>
    </section>
  );
}

/**
 * A light carousel following the WAI-ARIA carousel pattern: previous and next buttons, a button
 * per slide, a pause button; it advances every six seconds but holds while hovered or focused,
 * in a background tab, or when the visitor prefers reduced motion (it then starts paused).
 */
function Carousel({ slides }: { slides: readonly Slide[] }) {
  const count = slides.length;
  const [isStopped, setIsStopped] = useState(() => readMotionPreferences().prefersReducedMotion);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isHidden = useIsPageHidden();
  const rotating = isRotating({ count, isStopped, isHovered, isFocused, isHidden });
  const [current, go] = useSlideIndex(count, rotating);
  const swipe = useSwipe((direction) => go(current + direction));
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
  };

  return (
    <section
      className="carousel-frame"
      aria-roledescription="carousel"
      aria-label={L.carousel}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={onBlur}
      {...swipe}
    >
      <div className="carousel-slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          // The WAI-ARIA carousel pattern names each slide as a group.
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not slides
          <div
            key={slide.id}
            className={index === current ? 'carousel-slide is-active' : 'carousel-slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={L.slideOf(index + 1, count)}
            aria-hidden={index === current ? undefined : true}
          >
            <img src={slide.image} alt="" width={1200} height={525} loading="lazy" decoding="async" />
            {(slide.heading || slide.text) && (
              <div className="carousel-caption-box">
                {slide.heading && <h3>{slide.heading}</h3>}
                {slide.text && <p>{slide.text}</p>}
              </div>
            )}
          </div>
        ))}
      </div>
      {count > 1 && (
        <CarouselControls
          slides={slides}
          current={current}
          isStopped={isStopped}
          onToggle={() => setIsStopped((stopped) => !stopped)}
          onGo={go}
        />
      )}
    </section>
  );
}

/** Whether the page is in a background tab. */
function useIsPageHidden() {
  const [isHidden, setIsHidden] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    const update = () => setIsHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return isHidden;
}

/** The slide shown, which moves on by itself while `rotating`, and a way to show another. */
function useSlideIndex(count: number, rotating: boolean): [number, (index: number) => void] {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setActive((index) => wrapIndex(index + 1, count)),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, count]);
  return [wrapIndex(active, count), (index) => setActive(wrapIndex(index, count))];
}

/** Touch handlers that call `onSwipe` with -1 or 1 for a horizontal swipe. */
function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const touchStart = useRef<number | null>(null);
  return {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      touchStart.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const start = touchStart.current;
      const end = event.changedTouches[0]?.clientX;
      touchStart.current = null;
      if (start === null || end === undefined) return;
      const direction = swipeDirection(end - start);
      if (direction !== 0) onSwipe(direction);
    },
  };
}
