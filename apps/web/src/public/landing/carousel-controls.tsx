import { PUBLIC_LABELS } from '@visadesk/contract/plain';
import { Icon } from '../../components/icons';
import type { Slide } from '../site-data';

const L = PUBLIC_LABELS.landing;

/** Pause or play, previous, a button per slide, and next. */
export function CarouselControls({
  slides,
  current,
  isStopped,
  onToggle,
  onGo,
}: {
  slides: readonly Slide[];
  current: number;
  isStopped: boolean;
  onToggle: () => void;
  onGo: (index: number) => void;
}) {
  return (
    <div className="carousel-controls">
      <button
        type="button"
        className="carousel-button"
        onClick={onToggle}
        aria-label={isStopped ? L.playSlides : L.pauseSlides}
      >
        <Icon name={isStopped ? 'play' : 'pause'} size={16} />
      </button>
      <button
        type="button"
        className="carousel-button"
        onClick={() => onGo(current - 1)}
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
              aria-label={L.goToSlide(index + 1, slides.length)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onGo(index)}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="carousel-button"
        onClick={() => onGo(current + 1)}
        aria-label={L.nextSlide}
      >
        <Icon name="chevronRight" size={20} />
      </button>
    </div>
  );
}
