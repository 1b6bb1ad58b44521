import { localisedPath, PUBLIC_LABELS, ROUTES } from '@visadesk/contract/plain';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/icons';
import { usePageWords } from '../page-words';
import { HERO_MEDIA } from './hero-media';
import { useHeroVideo } from './hero-motion';
import { DESTINATIONS, HERO } from './landing-content';

const L = PUBLIC_LABELS;

/**
 * The full-viewport opening section. The poster image is always there (in the prerendered HTML);
 * the looping, muted background video joins it once the page has loaded, unless the visitor
 * prefers reduced motion or saves data, in which case it is never requested. A button pauses it
 * (WCAG 2.2.2: moving content that lasts more than five seconds can be stopped).
 * The poster and the flags are decoration behind and beside the heading, not the page's content:
 * loaded lazily, they are requested once laid out, at low priority, so on a slow link they do not
 * hold back the page's styles and scripts.
 */
export function HeroSection() {
  const { locale } = usePageWords();
  const canPlay = useHeroVideo();
  const [isPaused, setIsPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    if (element) {
      // Autoplay is allowed only muted; set it on the element before asking to play.
      element.muted = true;
      void element.play().catch(() => undefined);
    }
  }, []);

  function toggle() {
    const video = videoRef.current;
    if (!video) return;
    if (isPaused) void video.play().catch(() => undefined);
    else video.pause();
    setIsPaused(!isPaused);
  }

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-media">
        <img src={HERO_MEDIA.poster} alt="" width={1280} height={720} loading="lazy" decoding="async" />
        {canPlay && (
          <video
            ref={attachVideo}
            poster={HERO_MEDIA.poster}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            aria-hidden="true"
            tabIndex={-1}
          >
            <source src={HERO_MEDIA.webm} type="video/webm" />
            <source src={HERO_MEDIA.mp4} type="video/mp4" />
          </video>
        )}
      </div>
      <div className="container hero-content">
        <p className="hero-eyebrow">{HERO.eyebrow}</p>
        <h1 id="hero-title" className="hero-title">
          {HERO.headline}
        </h1>
        <p className="hero-lead">{HERO.lead}</p>
        <div className="hero-actions">
          <Link to={localisedPath(locale, ROUTES.enquiry)} className="btn btn-accent btn-lg">
            {L.hero.checkStatus}
            <Icon name="arrowRight" size={18} />
          </Link>
          <a href="#services" className="btn btn-outline-light btn-lg">
            {HERO.secondary}
          </a>
        </div>
        <ul className="hero-destinations">
          {DESTINATIONS.map((destination) => (
            <li key={destination.name}>
              <img src={destination.src} alt="" width={24} height={18} loading="lazy" />
              <span>{destination.name}</span>
            </li>
          ))}
        </ul>
      </div>
      {canPlay && (
        <button type="button" className="hero-motion-toggle" onClick={toggle}>
          <Icon name={isPaused ? 'play' : 'pause'} size={16} />
          <span className="visually-hidden">{isPaused ? L.landing.playVideo : L.landing.pauseVideo}</span>
        </button>
      )}
    </section>
  );
}
