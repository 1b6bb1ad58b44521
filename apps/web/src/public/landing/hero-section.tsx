import { LABELS, ROUTES } from '@visadesk/contract';
import { Link } from 'react-router';
import { Icon } from '../../components/icons';
import { DESTINATIONS, HERO } from './landing-content';

/**
 * The full-viewport opening section. A brand gradient stands in for the looping video that a
 * later issue adds behind the same content.
 */
export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-content">
        <p className="hero-eyebrow">{HERO.eyebrow}</p>
        <h1 id="hero-title" className="hero-title">
          {HERO.headline}
        </h1>
        <p className="hero-lead">{HERO.lead}</p>
        <div className="hero-actions">
          <Link to={ROUTES.enquiry} className="btn btn-accent btn-lg">
            {LABELS.hero.checkStatus}
            <Icon name="arrowRight" size={18} />
          </Link>
        </div>
        <ul className="hero-destinations">
          {DESTINATIONS.map((destination) => (
            <li key={destination.name}>
              <img src={destination.flag} alt="" width={24} height={18} />
              <span>{destination.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
