import { PUBLIC_LABELS } from '@visadesk/contract/plain';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icons';
import { type Slide, useSlides } from '../site-data';
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
  const [active, setActive] = useState(0);
  const [isStopped, setIsStopped] = useState(() => readMotionPreferences().prefersReducedMotion);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isHidden, setIsHidden] = useState(() => document.visibilityState === 'hidden');
  const touchStart = useRef<number | null>(null);
  const rotating = isRotating({ count, isStopped, isHovered, isFocused, isHidden });
  const current = wrapIndex(active, count);

  useEffect(() => {
    const update = () => setIsHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setActive((index) => wrapIndex(index + 1, count)),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, count]);

  const go = (index: number) => setActive(wrapIndex(index, count));
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
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined) return;
        const direction = swipeDirection(end - start);
        if (direction !== 0) go(current + direction);
      }}
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
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-button"
            onClick={() => setIsStopped((stopped) => !stopped)}
            aria-label={isStopped ? L.playSlides : L.pauseSlides}
          >
            <Icon name={isStopped ? 'play' : 'pause'} size={16} />
          </button>
          <button
            type="button"
            className="carousel-button"
            onClick={() => go(current - 1)}
            aria-label={L.previousSlide}
          >
            <Icon name="chevronLeft" size={20} />
          </button>
          <ul className="carousel-dots" aria-label={L.slides}>
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="carousel-dot"
                  aria-label={L.goToSlide(index + 1, count)}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="carousel-button"
            onClick={() => go(current + 1)}
            aria-label={L.nextSlide}
          >
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      )}
    </section>
  );
}
